import { PROFILE_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { profileImageUpload } from '@pele/shared/routes/users';
import { createHandler } from '../../middleware/create-handler';
import { photoUploads } from '../../services/photo-uploads';

export const handler = createHandler(profileImageUpload, async ({ body, caller }) =>
  photoUploads.presign(caller.userId, 'profile', body, PROFILE_IMAGE_MAX_BYTES),
);
