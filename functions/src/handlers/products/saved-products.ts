import { savedProducts } from '@pele/shared/routes/products';
import { createHandler } from '../../middleware/create-handler';
import { catalogCache } from '../../services/catalog-index';
import { presentCard } from '../../services/product-view';
import { loadShopper } from '../../services/shopper';

/**
 * The caller's favourites, most recently saved first, each with its match for the latest analysis; a product
 * no longer in the catalog is left out.
 */
export const handler = createHandler(savedProducts, async ({ caller }) => {
  const [index, { prefs, profile }] = await Promise.all([catalogCache.get(), loadShopper(caller.userId)]);
  return [...prefs.saved.entries()]
    .sort(([a, savedA], [b, savedB]) => savedB.localeCompare(savedA) || a.localeCompare(b))
    .flatMap(([id]) => {
      const product = index.get(id);
      return product ? [presentCard(product, profile, prefs.saved)] : [];
    });
});
