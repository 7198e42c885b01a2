import { beforeAll, expect } from 'vitest';
import { api, registerUser, type TestUser } from './http';
import { type ProductCard, wholeCatalog } from './product-fixtures';

export interface ReviewView {
  _id: string;
  id: string;
  productId: string;
  user: { name: string };
  rating: number;
  title: string;
  content: string;
  timeUsed: string;
  images: string[];
  verified: boolean;
  approved: boolean;
  createdAt: string;
}
export interface MyReviewView extends ReviewView {
  product: { id: string; name: string; image_url: string };
  product_id: string;
  created_at: string;
  time_used: string;
  imageKeys: string[];
}
export interface ProductReviews {
  data: ReviewView[];
  average: number;
  count: number;
  nextCursor: string | null;
  userReviewId: string | null;
}

export let catalog: ProductCard[];
export let author: TestUser;
/** Each test reviews products nobody else touches, so averages are exact per test. */
let nextProduct = 0;
export const freshProduct = () => catalog[nextProduct++ % catalog.length] as ProductCard;

/** Registers the file's author and lists the products nobody has reviewed yet, before the file's tests. */
export const useReviewer = () =>
  beforeAll(async () => {
    author = await registerUser('reviewer', 'Joana Autora');
    // Products nobody has reviewed yet: other suites share the stack and review products too.
    catalog = (await wholeCatalog(author)).filter((p) => p.numReviews === 0).reverse();
  });

export const write = (user: TestUser, body: Record<string, unknown>) =>
  api<MyReviewView>('POST', '/api/reviews', { token: user.token, body });
export const reviewsOf = async (user: TestUser, productId: string, query = '') => {
  const res = await api<ProductReviews>('GET', `/api/reviews/product/${productId}${query}`, {
    token: user.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ProductReviews;
};
export const productOf = async (user: TestUser, productId: string) =>
  (await api<ProductCard>('GET', `/api/products/${productId}`, { token: user.token })).body
    .data as ProductCard;

export const valid = (productId: string, extra: Record<string, unknown> = {}) => ({
  productId,
  rating: 4,
  title: 'Ótimo para o dia a dia',
  content: 'Uso há algumas semanas e a pele ficou menos oleosa.',
  timeUsed: '1-3 meses',
  ...extra,
});
