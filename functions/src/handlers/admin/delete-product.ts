import { adminDeleteProduct } from '@pele/shared/routes/admin';
import { adminMessages } from '@pele/shared/schemas/admin';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { busy, conflict, notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { auditBy } from '../../services/admin/audit-trail';

/** Takes the product out of every list and cart; past orders and reviews keep showing its name and image. */
export const handler = createHandler(adminDeleteProduct, async ({ params, caller }) => {
  const now = new Date();
  const current = await productsRepository.get(params.id);
  if (!current) throw notFound(adminMessages.productNotFound);
  const audit = auditBy(
    caller,
    {
      action: 'product.delete',
      target: { type: 'product', id: current.id, label: current.name },
      changes: [{ field: 'deletedAt', before: null, after: now.toISOString() }],
    },
    now,
  );
  const outcome = await productsRepository.remove(current, audit, now);
  if (outcome === 'changed') throw conflict(adminMessages.busy);
  if (outcome !== 'done') throw busy(adminMessages.busy);
  return { deleted: true as const, id: current.id };
});
