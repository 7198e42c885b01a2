import type { ResponseOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import type { ProductSort } from '@pele/shared/schemas/products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { INVALID_FORMAT_CODE, productListText } from '../product-messages';
import { productKeys } from './product-keys';

export type ProductPage = ResponseOf<typeof routes.listProducts>;

/** The grid's query (spec 7.3); `category` is left out on the recommended tab. */
export interface ProductListQuery {
  page: number;
  category?: string;
  keyword?: string;
  skinType?: string;
  concern?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  sort?: ProductSort;
}

const isProductPage = (value: unknown): value is ProductPage => {
  const page = value as Partial<ProductPage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    Array.isArray(page.data) &&
    typeof page.page === 'number' &&
    typeof page.pages === 'number'
  );
};

/** One page of the catalog; an answer without the page shape is the spec's 'invalid format' error. */
export const getProducts = async (query: ProductListQuery, signal?: AbortSignal) => {
  const data: unknown = await apiRequest(routes.listProducts, { query, signal });
  if (!isProductPage(data)) throw new ApiError(productListText.invalidFormat, 200, INVALID_FORMAT_CODE);
  return data;
};

/** The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useProducts = (query: ProductListQuery) =>
  useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });
