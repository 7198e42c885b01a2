import { foldText } from '@pele/shared/fold-text';
import { adminListProducts } from '@pele/shared/routes/admin';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { paginate } from '../../domain/pagination';
import { createHandler } from '../../middleware/create-handler';
import { presentAdminProduct } from '../../services/admin/admin-views';
import { catalogCache } from '../../services/catalog-index';

/**
 * The staff's product table from the same index consumers search (so both see one catalog): keyword over
 * name, brand and ingredients, category, and tags (every given tag, case- and accent-insensitive). The
 * page's rows are then read from the table, so stock sold a moment ago shows as it is now.
 */
export const handler = createHandler(adminListProducts, async ({ query }) => {
  const index = await catalogCache.get();
  const wanted = (query.tags ?? []).map(foldText);
  const matches = index
    .search({ keyword: query.search, category: query.category, sort: query.search ? 'relevance' : 'name' })
    .filter((product) => wanted.every((tag) => product.tags.some((t) => foldText(t) === tag)));
  const page = paginate(matches, query.page, query.limit);
  return {
    products: (await productsRepository.getMany(page.data.map((product) => product.id))).map(
      presentAdminProduct,
    ),
    pagination: { page: page.page, limit: query.limit, total: page.total, pages: page.pages },
  };
});
