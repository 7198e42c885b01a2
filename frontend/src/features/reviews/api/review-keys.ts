import type { ReviewSort } from '@pele/shared/schemas/reviews';

/** Query keys of the review calls; a write refreshes everything under `all`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
  productPage: (productId: string, limit: number, sort: ReviewSort = 'helpful') =>
    [...reviewKeys.product(productId), limit, sort] as const,
  productAll: (productId: string, sort: ReviewSort = 'helpful') =>
    [...reviewKeys.product(productId), 'all', sort] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
};
