import { ANALYSIS_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import { routes } from '@pele/shared/routes';
import { privateImages } from '../../adapters/storage/private-images';
import { createHandler } from '../../middleware/create-handler';
import { payloadTooLarge } from '../../middleware/http-error';

export const handler = createHandler(routes.analysisUpload, async ({ body, caller }) => {
  if (body.size > ANALYSIS_IMAGE_MAX_BYTES)
    throw payloadTooLarge(server.uploadTooLarge(ANALYSIS_IMAGE_MAX_BYTES / 1048576));
  return privateImages.presignUpload(caller.userId, 'analysis', body.contentType, ANALYSIS_IMAGE_MAX_BYTES);
});
