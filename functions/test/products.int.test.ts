import { describe, expect, it } from 'vitest';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { CATALOG } from '../src/seed/catalog/catalog';
import { CATEGORIES, catalog, ids, page, refused, useShopper } from './catalog-shopper';
import { api, apiUrl } from './http';
import type { ProductCard } from './product-fixtures';

useShopper();

describe('the seeded catalog', () => {
  it('has at least 120 products in six categories, each with its public illustration', async () => {
    // Other files share the stack and may have added products of their own (with uploaded images) first.
    const seededIds = new Set(CATALOG.map((p) => p.id));
    const seeded = catalog.filter((p) => seededIds.has(p.id));
    expect(seeded.length).toBeGreaterThanOrEqual(120);
    expect(new Set(seeded.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(ids(catalog)).size).toBe(catalog.length);
    for (const p of seeded) {
      expect(p.image).toBe(`/media/catalog/${p.id}.svg`);
      expect(p.imageUrl).toBe(p.image);
      expect(p.image_url).toBe(p.image);
      expect(p.price).toBeGreaterThan(0);
      expect(p.ingredients.length).toBeGreaterThan(2);
      expect(p).toMatchObject({ isSaved: false, alerts: [], hasAlert: false, recommendationScore: null });
    }
  });
});

describe('catalog images and seeding', () => {
  it('serves each product illustration publicly under /media/', async () => {
    const product = catalog[0] as ProductCard;
    const res = await fetch(`${apiUrl()}${product.image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg.startsWith('<svg')).toBe(true);
  });

  it('skips the catalog seed when it is already current (the local run seeds on every start)', async () => {
    Object.assign(process.env, testStack().env);
    const { seedCatalog } = await import('../src/seed/seed-catalog');
    const started = performance.now();
    expect(await seedCatalog()).toEqual({ skipped: true, created: 0 });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await page({})).total).toBe(catalog.length);
  });
});

describe('pagination', () => {
  it('answers {data, page, pages, total} with 12 per page by default', async () => {
    const first = await page({});
    expect(first).toMatchObject({ page: 1, total: catalog.length, pages: Math.ceil(catalog.length / 12) });
    expect(first.data).toHaveLength(12);
    const second = await page({ page: 2 });
    expect(ids(second.data)).toEqual(ids(catalog).slice(12, 24));
  });

  it('gives the remainder on the last page and an empty page past it, with the totals', async () => {
    const pages = Math.ceil(catalog.length / 12);
    const last = await page({ page: pages });
    expect(last.data).toHaveLength(catalog.length - (pages - 1) * 12);
    const past = await page({ page: pages + 1 });
    expect(past).toEqual({ data: [], page: pages + 1, pages, total: catalog.length });
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5']])('refuses page=%s with 400', async (value) => {
    await refused({ page: value }, 'page', 'A página deve ser um número inteiro a partir de 1.');
  });

  it.each([['0'], ['51'], ['dez']])('refuses limit=%s with 400', async (value) => {
    await refused({ limit: value }, 'limit', 'O limite deve ser um número inteiro de 1 a 50.');
  });
});

describe('access', () => {
  it.each([
    ['GET', '/api/products'],
    ['GET', '/api/products/recommended'],
    ['GET', '/api/products/saved'],
    ['GET', '/api/products/x'],
    ['POST', '/api/products/x/save'],
    ['DELETE', '/api/products/x/save'],
    ['GET', '/api/users/allergies'],
    ['PUT', '/api/users/allergies'],
    ['GET', '/api/users/profile/stats'],
  ])('%s %s needs a signed-in user (401)', async (method, path) => {
    const res = await api(method, path, method === 'PUT' ? { body: { allergies: [] } } : {});
    expect(res.status).toBe(401);
  });
});
