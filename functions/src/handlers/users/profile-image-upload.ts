import { PROFILE_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import { routes } from '@pele/shared/routes';
import { privateImages } from '../../adapters/storage/private-images';
import { createHandler } from '../../middleware/create-handler';
import { payloadTooLarge } from '../../middleware/http-error';

export const handler = createHandler(routes.profileImageUpload, async ({ body, caller }) => {
  if (body.size > PROFILE_IMAGE_MAX_BYTES)
    throw payloadTooLarge(server.uploadTooLarge(PROFILE_IMAGE_MAX_BYTES / 1048576));
  return privateImages.presignUpload(caller.userId, 'profile', body.contentType, PROFILE_IMAGE_MAX_BYTES);
});
