import type { ProductListQuery } from './get-products';

/** Query keys of the catalog calls; favourites and reviews refresh everything under `all`. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  recommended: (limit: number) => [...productKeys.all, 'recommended', limit] as const,
  saved: () => [...productKeys.all, 'saved'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  allergies: () => ['allergies'] as const,
};
