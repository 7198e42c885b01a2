import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../domain/products/product-record';
import { CHECK_INTERVAL_MS, createCatalogCache, MAX_AGE_MS } from './catalog-index';

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
  it('loads once and serves from memory until the check interval passes', async () => {
    let now = 0;
    const fake = fakeSource();
    const cache = createCatalogCache(fake.source, () => now);
    expect((await cache.get()).size).toBe(1);
    now += CHECK_INTERVAL_MS - 1;
    await cache.get();
    expect(fake.calls).toEqual({ version: 1, products: 1 });
  });

  it('only checks the version when it has not moved, and reloads when it has', async () => {
    let now = 0;
    const fake = fakeSource();
    const cache = createCatalogCache(fake.source, () => now);
    await cache.get();
    now += CHECK_INTERVAL_MS;
    await cache.get();
    expect(fake.calls).toEqual({ version: 2, products: 1 });
    fake.data.version = 2;
    fake.data.products = [product('a'), product('b')];
    now += CHECK_INTERVAL_MS;
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
