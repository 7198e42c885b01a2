/** Query keys of the review calls; a write refreshes everything under `all`. */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
  productPage: (productId: string, limit: number) => [...reviewKeys.product(productId), limit] as const,
  productAll: (productId: string) => [...reviewKeys.product(productId), 'all'] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
};
