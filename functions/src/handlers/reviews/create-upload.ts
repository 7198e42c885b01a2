import { REVIEW_PHOTO_MAX_BYTES } from '@pele/shared/constants';
import { reviewUpload } from '@pele/shared/routes/reviews';
import { createHandler } from '../../middleware/create-handler';
import { photoUploads } from '../../services/photo-uploads';

/** A presigned upload for one review photo (5 MB at most; the form allows 3). */
export const handler = createHandler(reviewUpload, async ({ body, caller }) =>
  photoUploads.presign(caller.userId, 'review', body, REVIEW_PHOTO_MAX_BYTES),
);
