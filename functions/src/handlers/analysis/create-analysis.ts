import { ANALYSIS_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import { routes } from '@pele/shared/routes';
import { ulid } from 'ulid';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { sniffImageType } from '../../adapters/images/image-type';
import { invokeAnalyzer } from '../../adapters/lambda/analyzer-invoker';
import { privateImages } from '../../adapters/storage/private-images';
import { newAnalysisRecord } from '../../domain/analysis/analysis-record';
import { createHandler } from '../../middleware/create-handler';
import { badRequest } from '../../middleware/http-error';

/**
 * Checks the uploaded object before anything runs on it (owner's prefix, size, magic bytes: the presigned
 * policy is not enough, s3rver ignores it), records the analysis as processing and hands it to the analyzer.
 */
export const handler = createHandler(routes.analysisCreate, async ({ body, caller }) => {
  const bytes = await privateImages.readUpload(
    caller.userId,
    'analysis',
    body.imageKey,
    ANALYSIS_IMAGE_MAX_BYTES,
  );
  if (!sniffImageType(bytes)) {
    await privateImages.remove(body.imageKey);
    throw badRequest(server.uploadNotImage, { imageKey: server.uploadNotImage });
  }
  const record = newAnalysisRecord(
    { id: ulid(), userId: caller.userId, uploadKey: body.imageKey },
    new Date(),
  );
  await analysesRepository.create(record);
  await invokeAnalyzer({ userId: caller.userId, analysisId: record.id });
  return { id: record.id, status: 'processing' as const };
});
