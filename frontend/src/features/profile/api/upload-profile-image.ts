import type { BodyOf } from '@pele/shared/route-def';
import type { routes } from '@pele/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';
import { setUser } from '../../../lib/session';
import { confirmProfileImage } from './confirm-profile-image';
import { requestProfileImageUpload } from './request-profile-image-upload';

type ContentType = BodyOf<typeof routes.profileImageUpload>['contentType'];

/** The whole avatar upload: presign, send the file to storage, confirm; the session gets the new user. */
export const uploadProfileImage = async (file: File) => {
  const upload = await requestProfileImageUpload({ contentType: file.type as ContentType, size: file.size });
  await uploadToPresignedPost(upload, file);
  const user = await confirmProfileImage(upload.key);
  setUser(user);
  return user;
};

export const useUploadProfileImage = () => useMutation({ mutationFn: uploadProfileImage });
