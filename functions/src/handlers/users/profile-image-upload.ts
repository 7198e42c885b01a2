import { PROFILE_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { profileImageUpload } from '@pele/shared/routes/users';
import { createHandler } from '../../middleware/create-handler';
import { photoUploadForms } from '../../services/photo-upload-forms';

export const handler = createHandler(profileImageUpload, async ({ body, caller }) =>
  photoUploadForms.create(caller.userId, 'profile', body, PROFILE_IMAGE_MAX_BYTES),
);
