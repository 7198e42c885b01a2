import { randomBytes } from 'node:crypto';
import { adminCreateProduct } from '@pele/shared/routes/admin';
import { adminMessages } from '@pele/shared/schemas/admin';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { changedFields } from '../../domain/admin/audit';
import { newProductRecord, PRODUCT_FIELDS, productSlug } from '../../domain/admin/product-edit';
import { busy } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { presentAdminProduct } from '../../services/admin/admin-views';
import { auditBy } from '../../services/admin/audit-trail';
import { productImages } from '../../services/admin/product-images';

/** A new catalog product: consumers find it on their next request (the catalog version moves with it). */
export const handler = createHandler(adminCreateProduct, async ({ body, caller }) => {
  const now = new Date();
  const id = `${productSlug(body.name)}-${randomBytes(3).toString('hex')}`;
  const imageKey = body.imageKey
    ? await productImages.publishUpload(caller.userId, body.imageKey, id)
    : await productImages.publishIllustration({ id, ...body });
  const record = newProductRecord(body, { id, imageKey }, now);
  const audit = auditBy(
    caller,
    {
      action: 'product.create',
      target: { type: 'product', id, label: record.name },
      changes: changedFields(undefined, { ...record }, PRODUCT_FIELDS),
    },
    now,
  );
  if ((await productsRepository.create(record, audit)) !== 'done') throw busy(adminMessages.busy);
  return presentAdminProduct(record);
});
