import { REVIEW_PHOTO_MAX_BYTES } from '@pele/shared/constants';
import { server } from '@pele/shared/messages';
import { routes } from '@pele/shared/routes';
import { privateImages } from '../../adapters/storage/private-images';
import { createHandler } from '../../middleware/create-handler';
import { payloadTooLarge } from '../../middleware/http-error';

/** A presigned upload for one review photo (5 MB at most; the form allows 3). */
export const handler = createHandler(routes.reviewUpload, async ({ body, caller }) => {
  if (body.size > REVIEW_PHOTO_MAX_BYTES)
    throw payloadTooLarge(server.uploadTooLarge(REVIEW_PHOTO_MAX_BYTES / 1048576));
  return privateImages.presignUpload(caller.userId, 'review', body.contentType, REVIEW_PHOTO_MAX_BYTES);
});
