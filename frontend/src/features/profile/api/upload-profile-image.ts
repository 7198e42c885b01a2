import type { BodyOf } from '@pele/shared/route-def';
import type { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';
import { setSignedInUser } from '../../auth';
import { confirmProfileImage } from './confirm-profile-image';
import { requestProfileImageUpload } from './request-profile-image-upload';

type ContentType = BodyOf<typeof routes.profileImageUpload>['contentType'];

/** The whole avatar upload: presign, send the file to storage, confirm; answers the updated user. */
export const uploadProfileImage = async (file: File) => {
  const upload = await requestProfileImageUpload({ contentType: file.type as ContentType, size: file.size });
  await uploadToPresignedPost(upload, file);
  return confirmProfileImage(upload.key);
};

/** The upload; the signed-in user then shows the new picture everywhere. */
export const useUploadProfileImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
};
