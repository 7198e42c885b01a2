/**
 * A signed-in shopper and the whole catalog as it sees it, registered before a products file's tests run, and the
 * list calls those tests make as that shopper.
 */
import { beforeAll, expect } from 'vitest';
import { registerUser, type TestUser } from './http';
import { listProducts, type ProductCard, type ProductPage, wholeCatalog } from './product-fixtures';

export const CATEGORIES = ['cleansers', 'toners', 'serums', 'moisturizers', 'sunscreens', 'masks'];
export const ids = (list: ProductCard[]) => list.map((p) => p.id);

export let user: TestUser;
export let catalog: ProductCard[];

/** Registers the file's shopper and reads the catalog before its tests. */
export const useShopper = () =>
  beforeAll(async () => {
    user = await registerUser('products');
    catalog = await wholeCatalog(user);
  });

export const page = async (query: Record<string, string | number>) => {
  const res = await listProducts(user, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ProductPage;
};

/** All matches of a query, every page. */
export const allOf = async (query: Record<string, string | number>) => {
  const found: ProductCard[] = [];
  for (let n = 1; ; n++) {
    const body = await page({ ...query, page: n, limit: 50 });
    found.push(...body.data);
    if (n >= body.pages) return found;
  }
};

export const refused = async (query: Record<string, string | number>, field: string, message: string) => {
  const res = await listProducts(user, query);
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.fields?.[field]).toBe(message);
};

/** The first 50 matches of a query as `someone` sees them. */
export const allOfFor = async (someone: TestUser, query: Record<string, string | number>) => {
  const res = await listProducts(someone, { ...query, limit: 50 });
  return (res.body.data as ProductPage).data;
};
