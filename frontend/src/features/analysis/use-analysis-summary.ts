import { useAnalysisHistory } from './api/get-analysis-history';
import { useAnalysisProgress } from './api/get-analysis-progress';

export interface AnalysisSummary {
  /** Percent change of the overall score between the first and latest comparable analyses. */
  improvement: number | null;
  /** Complete analyses; null when neither progress nor history could be read (e.g. the plan lacks both). */
  count: number | null;
  isLoading: boolean;
}

/** Progress first (it has the improvement and the count); the history's count when progress is refused. */
export const useAnalysisSummary = (): AnalysisSummary => {
  const progress = useAnalysisProgress();
  const history = useAnalysisHistory(progress.isError);
  if (progress.data) {
    return { improvement: progress.data.improvement, count: progress.data.analysesCount, isLoading: false };
  }
  if (history.data) {
    const count = history.data.filter((analysis) => analysis.status === 'complete').length;
    return { improvement: null, count, isLoading: false };
  }
  return {
    improvement: null,
    count: null,
    isLoading: progress.isPending || (progress.isError && history.isPending),
  };
};
