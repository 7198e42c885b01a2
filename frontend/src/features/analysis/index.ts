// The analysis feature as other features see it: hooks, queries and messages about the user's analyses.
// Its screens load lazily from app/ (routes and the shell's tabs), so they are not re-exported here.
export { isFeatureRequired } from './analysis-messages';
export { analysisKeys } from './api/analysis-keys';
export { useDeleteAnalysis } from './api/delete-analysis';
export { getAnalysis } from './api/get-analysis';
export { useAnalysisHistory } from './api/get-analysis-history';
export { analysisProgressQuery, useAnalysisProgress } from './api/get-analysis-progress';
export { useLatestAnalysis } from './api/get-latest-analysis';
export { BAND_REASON, bandRange, headlinePercent, headlineValue } from './number-readings';
export { useAnalysisStatusCheck } from './use-analysis-status-check';
export { useAnalysisSummary } from './use-analysis-summary';
