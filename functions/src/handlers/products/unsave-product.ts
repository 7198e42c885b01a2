import { unsaveProduct } from '@pele/shared/routes/products';
import { productPrefsRepository } from '../../adapters/dynamo/product-prefs-repository';
import { createHandler } from '../../middleware/create-handler';

/**
 * Idempotent: removing a favourite that is not there answers the same. The product is not looked up, so a
 * favourite whose product left the catalog can still be removed.
 */
export const handler = createHandler(unsaveProduct, async ({ params, caller }) => {
  await productPrefsRepository.unsave(caller.userId, params.id);
  return { productId: params.id, isSaved: false };
});
