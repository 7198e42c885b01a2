import { savedProducts } from '@pele/shared/routes/products';
import { productPrefsRepository } from '../../adapters/dynamo/product-prefs-repository';
import { createHandler } from '../../middleware/create-handler';
import { catalogCache } from '../../services/catalog-index';
import { presentCard } from '../../services/product-view';

/** The caller's favourites, most recently saved first; a product no longer in the catalog is left out. */
export const handler = createHandler(savedProducts, async ({ caller }) => {
  const [index, prefs] = await Promise.all([catalogCache.get(), productPrefsRepository.load(caller.userId)]);
  return [...prefs.saved.entries()]
    .sort(([a, savedA], [b, savedB]) => savedB.localeCompare(savedA) || a.localeCompare(b))
    .flatMap(([id]) => {
      const product = index.get(id);
      return product ? [presentCard(product, prefs, prefs.saved)] : [];
    });
});
