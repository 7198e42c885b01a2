import { PRODUCT_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { adminProductImageUpload } from '@pele/shared/routes/admin';
import { createHandler } from '../../middleware/create-handler';
import { photoUploadForms } from '../../services/photo-upload-forms';

export const handler = createHandler(adminProductImageUpload, async ({ body, caller }) =>
  photoUploadForms.create(caller.userId, 'product', body, PRODUCT_IMAGE_MAX_BYTES),
);
