import {
  type AnalyzerEvent,
  type AsyncFailureRecord,
  endCrashedAnalysis,
} from '../../services/analysis/crashed';

export { ANALYZER_CRASHED } from '../../services/analysis/crashed';

/**
 * The analyzer's on-failure destination: Lambda calls it with the invocation record once the analyzer has
 * thrown on every attempt (or its event expired). Without it the analysis would stay `processing` and the
 * browser would poll forever (endCrashedAnalysis).
 */
export const handler = (record: AsyncFailureRecord<Partial<AnalyzerEvent> | null>) =>
  endCrashedAnalysis(record);
