import { routes } from '@pele/shared/routes';
import type { CreateProductBody, UpdateProductBody } from '@pele/shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';
import { useAdminWrite } from './use-admin-write';

/** The chosen file goes to the private bucket first; the server checks it and publishes its own copy. */
const uploadProductImage = async (file: File) => {
  const upload = await apiRequest(routes.adminProductImageUpload, {
    body: { contentType: file.type as 'image/jpeg', size: file.size },
  });
  await uploadToPresignedPost(upload, file);
  return upload.key;
};

/** Creates a product, or updates it when it has an id. */
export const useSaveProduct = () =>
  useAdminWrite(
    async (input: { id?: string; body: CreateProductBody | UpdateProductBody; image?: File | null }) => {
      const imageKey = input.image ? await uploadProductImage(input.image) : undefined;
      const body = imageKey ? { ...input.body, imageKey } : input.body;
      return input.id
        ? apiRequest(routes.adminUpdateProduct, { params: { id: input.id }, body: body as UpdateProductBody })
        : apiRequest(routes.adminCreateProduct, { body: body as CreateProductBody });
    },
    { catalog: true },
  );
