import { REVIEW_PHOTO_MAX_BYTES } from '@pele/shared/constants';
import { reviewUpload } from '@pele/shared/routes/reviews';
import { createHandler } from '../../middleware/create-handler';
import { photoUploadForms } from '../../services/photo-upload-forms';

/** A presigned upload for one review photo (5 MB at most; the form allows 3). */
export const handler = createHandler(reviewUpload, async ({ body, caller }) =>
  photoUploadForms.create(caller.userId, 'review', body, REVIEW_PHOTO_MAX_BYTES),
);
