import { ANALYSIS_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { analysisCreate } from '@pele/shared/routes/skin-analysis';
import { ulid } from 'ulid';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { invokeAnalyzer } from '../../adapters/lambda/analyzer-invoker';
import { newAnalysisRecord } from '../../domain/analysis/analysis-record';
import { requirePhotoConsent } from '../../domain/users/photo-consent';
import { createHandler } from '../../middleware/create-handler';
import { photoUploads } from '../../services/photo-uploads';

/**
 * Checks the consent for face photos (an upload signed before revoking must not be analysed), then the
 * uploaded object before anything runs on it (owner, size, magic bytes: a key from the body is never
 * trusted), records the analysis as processing and hands it to the analyzer.
 */
export const handler = createHandler(analysisCreate, async ({ body, caller, account }) => {
  requirePhotoConsent(account);
  await photoUploads.read(caller.userId, 'analysis', body.imageKey, ANALYSIS_IMAGE_MAX_BYTES, 'imageKey');
  const record = newAnalysisRecord(
    { id: ulid(), userId: caller.userId, uploadKey: body.imageKey },
    new Date(),
  );
  await analysesRepository.create(record);
  await invokeAnalyzer({ userId: caller.userId, analysisId: record.id });
  return { id: record.id, status: 'processing' as const };
});
