import { type ListProductsQuery, productMessages } from '@pele/shared/schemas/products';
import { badRequest } from '../domain/errors';
import { type CatalogFilters, readSkinTypeFilter } from '../domain/products/catalog-search';
import { skinConcernKeyOf } from '../domain/products/skin-concerns';

/** The list's query as search filters; skin types and concerns are read here so both spellings work. */
export function readCatalogFilters(query: ListProductsQuery): CatalogFilters {
  const fields: Record<string, string> = {};
  const skinType = query.skinType === undefined ? undefined : readSkinTypeFilter(query.skinType);
  if (query.skinType !== undefined && !skinType) fields.skinType = productMessages.skinType;
  const concern = query.concern === undefined ? undefined : skinConcernKeyOf(query.concern);
  if (query.concern !== undefined && !concern) fields.concern = productMessages.concern;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  return {
    category: query.category,
    skinType,
    concern,
    keyword: query.keyword,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minRating: query.minRating,
    // The match is the caller's, not the catalog's: the handler ranks by it after the search.
    sort: query.sort === 'match' ? 'relevance' : query.sort,
  };
}
