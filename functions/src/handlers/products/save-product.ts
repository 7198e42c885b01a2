import { saveProduct } from '@pele/shared/routes/products';
import { productMessages } from '@pele/shared/schemas/products';
import { productPrefsRepository } from '../../adapters/dynamo/product-prefs-repository';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { catalogCache } from '../../services/catalog-index';

/** Idempotent: saving a saved product answers the same and keeps the first save. */
export const handler = createHandler(saveProduct, async ({ params, caller }) => {
  const index = await catalogCache.get();
  const exists = index.get(params.id) ?? (await productsRepository.get(params.id));
  if (!exists) throw notFound(productMessages.notFound);
  await productPrefsRepository.save(caller.userId, params.id, new Date().toISOString());
  return { productId: params.id, isSaved: true };
});
