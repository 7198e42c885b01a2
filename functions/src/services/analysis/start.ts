import { ANALYSIS_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { ulid } from 'ulid';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { invokeAnalyzer } from '../../adapters/lambda/analyzer-invoker';
import { newAnalysisRecord } from '../../domain/analysis/analysis-record';
import { photoUploads } from '../photo-uploads';

/**
 * Checks the uploaded object before anything runs on it (owner, size, magic bytes: a key from the body is never
 * trusted), records the analysis as processing and hands it to the analyzer.
 */
export const startAnalysis = async (userId: string, imageKey: string) => {
  await photoUploads.read(userId, 'analysis', imageKey, ANALYSIS_IMAGE_MAX_BYTES, 'imageKey');
  const record = newAnalysisRecord({ id: ulid(), userId, uploadKey: imageKey }, new Date());
  await analysesRepository.create(record);
  await invokeAnalyzer({ userId, analysisId: record.id });
  return { id: record.id, status: 'processing' as const };
};
