import { adminUpdateProduct } from '@pele/shared/routes/admin';
import { adminMessages } from '@pele/shared/schemas/admin';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { changedFields } from '../../domain/admin/audit';
import { editedProduct, PRODUCT_FIELDS } from '../../domain/admin/product-edit';
import { busy, conflict, notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { presentAdminProduct } from '../../services/admin/admin-views';
import { auditBy } from '../../services/admin/audit-trail';
import { productImages } from '../../services/admin/product-images';

/**
 * Spec 5's edit: only the fields sent change. Two staff saving the same product at once: the second finds
 * it changed since it was read and gets a 409 instead of silently overwriting the first.
 */
export const handler = createHandler(adminUpdateProduct, async ({ params, body, caller }) => {
  const now = new Date();
  const current = await productsRepository.get(params.id);
  if (!current) throw notFound(adminMessages.productNotFound);
  const imageKey = body.imageKey
    ? await productImages.publishUpload(caller.userId, body.imageKey, current.id)
    : body.removeImage
      ? await productImages.publishIllustration({ ...current, ...body, id: current.id })
      : current.imageKey;
  const next = editedProduct(current, body, imageKey, now);
  const audit = auditBy(
    caller,
    {
      action: 'product.update',
      target: { type: 'product', id: current.id, label: next.name },
      changes: changedFields({ ...current }, { ...next }, PRODUCT_FIELDS),
    },
    now,
  );
  const outcome = await productsRepository.update(current, next, audit);
  if (outcome === 'changed') throw conflict(adminMessages.busy);
  if (outcome !== 'done') throw busy(adminMessages.busy);
  return presentAdminProduct(next);
});
