import type { Product } from '@pele/shared/schemas/products';

type Saved = Pick<Product, 'id' | 'isSaved'>;

const isProduct = (value: unknown): value is Saved =>
  typeof value === 'object' && value !== null && 'id' in value && 'isSaved' in value;

const patchList = <T>(list: T[], id: string, isSaved: boolean): T[] =>
  list.map((item) => (isProduct(item) && item.id === id ? { ...item, isSaved } : item));

/**
 * Sets `isSaved` of one product wherever a cached catalog answer holds it: a product (detail), a list
 * (saved), an object with `data` (pages, recommendations) and a detail's `alternatives`. Anything else is
 * returned untouched, so it is safe to run over every query under the products key.
 */
export const patchSavedState = <T>(cached: T, id: string, isSaved: boolean): T => {
  if (Array.isArray(cached)) return patchList(cached, id, isSaved) as T;
  if (typeof cached !== 'object' || cached === null) return cached;
  let next = cached as Record<string, unknown>;
  if (isProduct(cached) && cached.id === id) next = { ...next, isSaved };
  if (Array.isArray(next.data)) next = { ...next, data: patchList(next.data, id, isSaved) };
  if (Array.isArray(next.alternatives))
    next = { ...next, alternatives: patchList(next.alternatives, id, isSaved) };
  return next as T;
};
