import { PRODUCT_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { adminProductImageUpload } from '@pele/shared/routes/admin';
import { createHandler } from '../../middleware/create-handler';
import { photoUploads } from '../../services/photo-uploads';

export const handler = createHandler(adminProductImageUpload, async ({ body, caller }) =>
  photoUploads.presign(caller.userId, 'product', body, PRODUCT_IMAGE_MAX_BYTES),
);
