import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../domain/products/product-record';
import { createCatalogCache, MAX_AGE_MS } from './catalog-index';

const product = (id: string): ProductRecord =>
  ({
    id,
    name: id,
    brand: 'B',
    category: 'serums',
    price: 10,
    ingredients: [],
    skinTypes: [],
    concerns: [],
    ratingTotal: 0,
    numReviews: 0,
  }) as unknown as ProductRecord;

const fakeSource = () => {
  const calls = { version: 0, products: 0 };
  const data = { version: 1, products: [product('a')] };
  return {
    calls,
    data,
    source: {
      version: async () => {
        calls.version++;
        return data.version;
      },
      products: async () => {
        calls.products++;
        return data.products;
      },
    },
  };
};

describe('catalog cache', () => {
  it('loads once, then only reads the version on each request while it has not moved', async () => {
    const fake = fakeSource();
    const cache = createCatalogCache(fake.source, () => 0);
    expect((await cache.get()).size).toBe(1);
    await cache.get();
    expect(fake.calls).toEqual({ version: 2, products: 1 });
  });

  it('reloads on the very next request after the version moved', async () => {
    const fake = fakeSource();
    const cache = createCatalogCache(fake.source, () => 0);
    await cache.get();
    fake.data.version = 2;
    fake.data.products = [product('a'), product('b')];
    expect((await cache.get()).get('b')?.id).toBe('b');
    expect(fake.calls.products).toBe(2);
  });

  it('reloads after the maximum age even if the version did not move', async () => {
    let now = 0;
    const fake = fakeSource();
    const cache = createCatalogCache(fake.source, () => now);
    await cache.get();
    now += MAX_AGE_MS;
    await cache.get();
    expect(fake.calls.products).toBe(2);
  });

  it('shares one load between concurrent requests', async () => {
    const fake = fakeSource();
    const cache = createCatalogCache(fake.source, () => 0);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(fake.calls).toEqual({ version: 1, products: 1 });
  });
});
