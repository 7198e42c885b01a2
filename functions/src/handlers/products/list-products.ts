import { listProducts } from '@pele/shared/routes/products';
import { productPrefsRepository } from '../../adapters/dynamo/product-prefs-repository';
import { paginate } from '../../domain/products/catalog-search';
import { createHandler } from '../../middleware/create-handler';
import { catalogCache } from '../../services/catalog-index';
import { readCatalogFilters } from '../../services/product-filters';
import { presentCard } from '../../services/product-view';

/** Search and filters over the in-memory catalog index; each card carries the caller's saved state and alerts. */
export const handler = createHandler(listProducts, async ({ query, caller }) => {
  const filters = readCatalogFilters(query);
  const [index, prefs] = await Promise.all([catalogCache.get(), productPrefsRepository.load(caller.userId)]);
  const page = paginate(index.search(filters), query.page, query.limit);
  return { ...page, data: page.data.map((product) => presentCard(product, prefs, prefs.saved)) };
});
