import { type AnalyzerEvent, runAnalysis } from '../../services/analysis/run';

/**
 * The async analyzer: re-encodes the upload, keeps only that copy, runs the engine and records `complete` or
 * `failed` with a pt-BR reason (runAnalysis). An unexpected error is rethrown so Lambda retries once and then
 * hands the event to the on-failure function.
 */
export const handler = (event: AnalyzerEvent): Promise<void> => runAnalysis(event);
