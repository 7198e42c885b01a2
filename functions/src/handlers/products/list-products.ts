import { listProducts } from '@pele/shared/routes/products';
import { paginate } from '../../domain/pagination';
import { orderByMatch } from '../../domain/products/match';
import { createHandler } from '../../middleware/create-handler';
import { catalogCache } from '../../services/catalog-index';
import { readCatalogFilters } from '../../services/product-filters';
import { presentCard } from '../../services/product-view';
import { loadShopper } from '../../services/shopper';

/**
 * Search and filters over the in-memory catalog index; each card carries the caller's match, saved state and
 * alerts. `sort=match` ranks the results by the match (highest first); without an analysis there is no match
 * to rank by, and the results keep the relevance order.
 */
export const handler = createHandler(listProducts, async ({ query, caller }) => {
  const filters = readCatalogFilters(query);
  const [index, { prefs, profile }] = await Promise.all([catalogCache.get(), loadShopper(caller.userId)]);
  const found = index.search(filters);
  const ordered = query.sort === 'match' && profile.skinType !== null ? orderByMatch(found, profile) : found;
  const page = paginate(ordered, query.page, query.limit);
  return { ...page, data: page.data.map((product) => presentCard(product, profile, prefs.saved)) };
});
