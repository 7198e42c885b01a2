import { analysisMessages } from '@pele/shared/schemas/skin-analysis';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import type { AnalyzerEvent } from '../../adapters/lambda/analyzer-invoker';
import type { AsyncFailureRecord } from '../../adapters/lambda/invocation-record';
import { logger } from '../../lib/logger';
import { failAnalysis } from '../fail-analysis';

export type { AnalyzerEvent, AsyncFailureRecord };

/** The failure code of an analysis the analyzer could not finish (its own quality codes say why a photo failed). */
export const ANALYZER_CRASHED = 'ANALYZER_CRASHED';

/**
 * Marks `failed` the analysis of an invocation the analyzer threw on every attempt (or whose event expired),
 * deletes its raw upload and logs the failure with the analysis id at ERROR, the record operators search for.
 * Errors here are thrown: Lambda retries and then puts the record in the dead-letter queue, whose alarm fires.
 */
export const endCrashedAnalysis = async (
  record: AsyncFailureRecord<Partial<AnalyzerEvent> | null>,
): Promise<{ marked: boolean }> => {
  const { userId, analysisId } = record.requestPayload ?? {};
  const failure = {
    analysisId,
    condition: record.requestContext.condition,
    attempts: record.requestContext.approximateInvokeCount,
    requestId: record.requestContext.requestId,
    errorType: record.responsePayload?.errorType,
    errorMessage: record.responsePayload?.errorMessage,
  };
  if (typeof userId !== 'string' || typeof analysisId !== 'string') {
    logger.error('analyzer failed on an event without an analysis', failure);
    return { marked: false };
  }
  const analysis = await analysesRepository.get(userId, analysisId);
  if (analysis?.status !== 'processing') {
    // Deleted meanwhile, or an earlier attempt got as far as writing the outcome before it threw.
    logger.warn('analyzer failed after the analysis was finished or deleted', failure);
    return { marked: false };
  }
  // Conditional on `processing`: a duplicate delivery of this record changes nothing the second time.
  const marked = await failAnalysis(analysis, analysisMessages.failed, ANALYZER_CRASHED);
  logger.error('analysis failed: the analyzer crashed', { ...failure, marked });
  return { marked };
};
