import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';

type ContentType = BodyOf<typeof routes.reviewUpload>['contentType'];

/** A presigned POST for one review photo (the server refuses more than 5 MB). */
export const requestReviewUpload = (body: BodyOf<typeof routes.reviewUpload>) =>
  apiRequest(routes.reviewUpload, { body });

/** Presign, then send the photo straight to storage; returns the key the review refers to. */
export const uploadReviewPhoto = async (file: File) => {
  const upload = await requestReviewUpload({ contentType: file.type as ContentType, size: file.size });
  await uploadToPresignedPost(upload, file);
  return upload.key;
};
