import { beforeAll, describe, expect, it } from 'vitest';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { CATALOG } from '../src/seed/catalog/catalog';
import { api, apiUrl, registerUser, type TestUser } from './http';
import {
  completeAnalysis,
  eventually,
  fold,
  listProducts,
  oilyAcneProne,
  type ProductCard,
  type ProductPage,
  wholeCatalog,
} from './product-fixtures';

const CATEGORIES = ['cleansers', 'toners', 'serums', 'moisturizers', 'sunscreens', 'masks'];
const ids = (list: ProductCard[]) => list.map((p) => p.id);

let user: TestUser;
let catalog: ProductCard[];

beforeAll(async () => {
  user = await registerUser('products');
  catalog = await wholeCatalog(user);
});

const page = async (query: Record<string, string | number>) => {
  const res = await listProducts(user, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ProductPage;
};

/** All matches of a query, every page. */
const allOf = async (query: Record<string, string | number>) => {
  const found: ProductCard[] = [];
  for (let n = 1; ; n++) {
    const body = await page({ ...query, page: n, limit: 50 });
    found.push(...body.data);
    if (n >= body.pages) return found;
  }
};

const refused = async (query: Record<string, string | number>, field: string, message: string) => {
  const res = await listProducts(user, query);
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.fields?.[field]).toBe(message);
};

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

describe('filters', () => {
  it('filters by category; the six categories partition the catalog; recommended means no category', async () => {
    let sum = 0;
    for (const category of CATEGORIES) {
      const found = await allOf({ category });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((p) => p.category === category)).toBe(true);
      sum += found.length;
    }
    expect(sum).toBe(catalog.length);
    expect((await page({ category: 'recommended' })).total).toBe(catalog.length);
    await refused({ category: 'perfumes' }, 'category', 'Categoria inválida.');
  });

  it('filters by skin type in any case, with or without accents', async () => {
    const expected = ids(catalog.filter((p) => p.skinTypes.some((s) => fold(s).includes('oleosa'))));
    expect(expected.length).toBeGreaterThan(0);
    for (const skinType of ['Oleosa', 'oleosa', 'OLEOSA'])
      expect(ids(await allOf({ skinType }))).toEqual(expected);
    const sensitive = ids(catalog.filter((p) => p.skinTypes.some((s) => fold(s).includes('sensivel'))));
    expect(ids(await allOf({ skinType: 'Sensível' }))).toEqual(sensitive);
    expect(ids(await allOf({ skinType: 'sensivel' }))).toEqual(sensitive);
    await refused(
      { skinType: 'escamosa' },
      'skinType',
      'Tipo de pele inválido. Use Seca, Oleosa, Mista, Sensível ou Normal.',
    );
  });

  it('filters by concern, by key or by its pt-BR name', async () => {
    const expected = ids(catalog.filter((p) => p.concerns.includes('acne')));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await allOf({ concern: 'acne' }))).toEqual(expected);
    expect(ids(await allOf({ concern: 'Tendência a Acne' }))).toEqual(expected);
    await refused({ concern: 'calvície' }, 'concern', 'Preocupação de pele desconhecida.');
  });

  it('filters by price range, and refuses a bad or inverted range', async () => {
    const found = await allOf({ minPrice: 50, maxPrice: 100 });
    expect(ids(found)).toEqual(ids(catalog.filter((p) => p.price >= 50 && p.price <= 100)));
    expect(found.length).toBeGreaterThan(0);
    expect(ids(await allOf({ maxPrice: 60 }))).toEqual(ids(catalog.filter((p) => p.price <= 60)));
    await refused(
      { minPrice: 100, maxPrice: 50 },
      'minPrice',
      'O preço mínimo não pode ser maior que o preço máximo.',
    );
    await refused({ minPrice: -1 }, 'minPrice', 'O preço deve ser um número maior ou igual a 0.');
    await refused({ maxPrice: 'barato' }, 'maxPrice', 'O preço deve ser um número maior ou igual a 0.');
  });

  it('combines category, skin type, concern, price and keyword, matching each one', async () => {
    const query = { category: 'serums', skinType: 'oleosa', concern: 'oiliness', maxPrice: 150 };
    const expected = catalog.filter(
      (p) =>
        p.category === 'serums' &&
        p.skinTypes.includes('oleosa') &&
        p.concerns.includes('oiliness') &&
        p.price <= 150,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await allOf(query))).toEqual(ids(expected));
    const withKeyword = await allOf({ ...query, keyword: 'niacinamida' });
    // Keyword results are ordered by relevance (name before ingredients), so compare as sets.
    expect(ids(withKeyword).sort()).toEqual(
      ids(expected.filter((p) => p.ingredients.includes('Niacinamide'))).sort(),
    );
    expect(withKeyword.length).toBeGreaterThan(0);
  });

  it('refuses a minimum rating outside 0 to 5', async () => {
    await refused({ minRating: 6 }, 'minRating', 'A avaliação mínima deve ser um número de 0 a 5.');
    await refused({ minRating: 'alta' }, 'minRating', 'A avaliação mínima deve ser um número de 0 a 5.');
  });
});

describe('keyword search', () => {
  it('finds the same products with and without accents, in any case', async () => {
    const accented = await allOf({ keyword: 'ácido salicílico' });
    expect(accented.length).toBeGreaterThan(0);
    for (const p of accented)
      expect(p.ingredients.includes('Salicylic Acid') || fold(p.name).includes('salicilico')).toBe(true);
    for (const p of catalog.filter((c) => c.ingredients.includes('Salicylic Acid')))
      expect(ids(accented)).toContain(p.id);
    expect(ids(await allOf({ keyword: 'ACIDO SALICILICO' }))).toEqual(ids(accented));
    expect(ids(await allOf({ keyword: 'acido salicilico' }))).toEqual(ids(accented));
  });

  it('searches names, brands and ingredients (INCI or pt-BR names)', async () => {
    const brand = catalog[0]?.brand as string;
    const byBrand = await allOf({ keyword: fold(brand).toUpperCase() });
    expect(ids(byBrand).sort()).toEqual(ids(catalog.filter((p) => p.brand === brand)).sort());
    const niacinamide = ids(catalog.filter((p) => p.ingredients.includes('Niacinamide'))).sort();
    expect(ids(await allOf({ keyword: 'niacinamide' })).sort()).toEqual(expect.arrayContaining(niacinamide));
    expect(ids(await allOf({ keyword: 'Niacinamida' })).sort()).toEqual(expect.arrayContaining(niacinamide));
    const name = catalog[5]?.name as string;
    expect(ids(await allOf({ keyword: name }))).toContain(catalog[5]?.id);
  });

  it('answers an empty list for a word no product has, and refuses a keyword over 100 characters', async () => {
    expect(await page({ keyword: 'xylofonezzz' })).toEqual({ data: [], page: 1, pages: 0, total: 0 });
    await refused({ keyword: 'a'.repeat(101) }, 'keyword', 'A busca deve ter no máximo 100 caracteres.');
  });
});

describe('sorting', () => {
  it('sorts by price both ways and by name', async () => {
    const ascending = (await allOf({ sort: 'price_asc' })).map((p) => p.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await allOf({ sort: 'price_desc', category: 'masks' })).map((p) => p.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const names = (await allOf({ sort: 'name', category: 'toners' })).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    await refused(
      { sort: 'preco' },
      'sort',
      'Ordenação inválida. Use relevance, match, price_asc, price_desc, rating, reviews ou name.',
    );
  });
});

describe('minimum rating and rating sort, after real reviews', () => {
  it('keeps only products rated at least the minimum, once the reviews are in', async () => {
    // Products nobody has reviewed yet (other suites share the stack and review products too).
    const [loved, disliked] = (await allOf({ category: 'toners' })).filter((p) => p.numReviews === 0);
    for (const [product, rating] of [
      [loved, 5],
      [disliked, 2],
    ] as const) {
      const res = await api('POST', '/api/reviews', {
        token: user.token,
        body: { productId: product?.id, rating, title: 'Teste', content: 'Avaliação de teste.' },
      });
      expect(res.status).toBe(201);
    }
    const found = await eventually(
      () => allOf({ minRating: 4 }),
      (list) => ids(list).includes(loved?.id as string),
    );
    expect(ids(found)).toContain(loved?.id);
    expect(ids(found)).not.toContain(disliked?.id);
    expect(found.every((p) => p.rating >= 4)).toBe(true);
    const sorted = await allOf({ sort: 'rating', category: 'toners' });
    const position = (id?: string) => sorted.findIndex((p) => p.id === id);
    expect(position(loved?.id)).toBeGreaterThanOrEqual(0);
    expect(position(loved?.id)).toBeLessThan(position(disliked?.id));
    expect(sorted.slice(0, position(loved?.id)).every((p) => p.rating >= 5)).toBe(true);
    const ratings = sorted.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

describe('product detail', () => {
  it('shows the product with the caller state, a compatibility without analysis, and 3 alternatives', async () => {
    const product = catalog.find((p) => p.category === 'serums') as ProductCard;
    const res = await api<
      ProductCard & {
        compatibility: { basedOnAnalysis: boolean; alerts: unknown[]; score: number };
        alternatives: ProductCard[];
      }
    >('GET', `/api/products/${product.id}`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    const detail = res.body.data as ProductCard & {
      compatibility: { basedOnAnalysis: boolean; alerts: unknown[]; score: number };
      alternatives: ProductCard[];
    };
    expect(detail).toMatchObject({
      id: product.id,
      name: product.name,
      isSaved: false,
      recommendationScore: null,
    });
    expect(detail.compatibility).toMatchObject({ basedOnAnalysis: false, alerts: [] });
    expect(detail.alternatives).toHaveLength(3);
    for (const alt of detail.alternatives) {
      expect(alt.category).toBe('serums');
      expect(alt.id).not.toBe(product.id);
    }
  });

  it('answers 404 for an unknown product', async () => {
    const res = await api('GET', '/api/products/nao-existe', { token: user.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Produto não encontrado.');
  });
});

describe('the avoid list (allergies)', () => {
  it('keeps the list, reads families and ingredients, and flags products everywhere', async () => {
    const someone = await registerUser('allergic');
    expect((await api('GET', '/api/users/allergies', { token: someone.token })).body.data).toEqual({
      allergies: [],
      terms: [],
      updatedAt: null,
    });
    const put = await api<{ allergies: string[]; terms: Array<{ term: string; matchedAs: string | null }> }>(
      'PUT',
      '/api/users/allergies',
      { token: someone.token, body: { allergies: [' Fragrância ', 'fragrancia', 'Ácido Salicílico'] } },
    );
    expect(put.status).toBe(200);
    expect(put.body.data?.allergies).toEqual(['Fragrância', 'Ácido Salicílico']);
    expect(put.body.data?.terms.map((t) => t.matchedAs)).toEqual(['family', 'ingredient']);
    const read = await api<{ allergies: string[] }>('GET', '/api/users/allergies', { token: someone.token });
    expect(read.body.data?.allergies).toEqual(['Fragrância', 'Ácido Salicílico']);

    // In lists: every product with salicylic acid carries an alert naming it.
    const bha = await listProducts(someone, { keyword: 'salicylic', limit: 50 });
    const flagged = (bha.body.data as ProductPage).data;
    expect(flagged.length).toBeGreaterThan(0);
    for (const p of flagged.filter((c) => c.ingredients.includes('Salicylic Acid'))) {
      expect(p.hasAlert).toBe(true);
      expect(p.alerts.map((a) => a.ingredient)).toContain('Salicylic Acid');
      expect(p.alerts[0]?.reason).toContain('lista de ingredientes a evitar');
    }

    // On the detail: the alert, a capped score, and alternatives without that ingredient.
    const target = catalog.find((p) => p.ingredients.includes('Salicylic Acid')) as ProductCard;
    const detail = await api<{
      compatibility: { alerts: unknown[]; score: number };
      alternatives: ProductCard[];
      hasAlert: boolean;
    }>('GET', `/api/products/${target.id}`, { token: someone.token });
    expect(detail.body.data?.hasAlert).toBe(true);
    expect(detail.body.data?.compatibility.alerts.length).toBeGreaterThan(0);
    expect(detail.body.data?.compatibility.score).toBeLessThanOrEqual(10);
    expect(detail.body.data?.alternatives).toHaveLength(3);
    for (const alt of detail.body.data?.alternatives ?? []) {
      expect(alt.ingredients).not.toContain('Salicylic Acid');
      expect(alt.hasAlert).toBe(false);
    }

    // In favourites, too.
    await api('POST', `/api/products/${target.id}/save`, { token: someone.token });
    const saved = await api<ProductCard[]>('GET', '/api/products/saved', { token: someone.token });
    expect(saved.body.data?.[0]).toMatchObject({ id: target.id, hasAlert: true, isSaved: true });
  });

  it.each([
    [{}, 'allergies', 'Informe a lista de ingredientes a evitar (allergies).'],
    [{ allergies: 'parabenos' }, 'allergies', 'Informe a lista de ingredientes a evitar (allergies).'],
    [{ allergies: ['   '] }, 'allergies.0', 'Cada ingrediente deve ter de 1 a 60 caracteres.'],
    [{ allergies: ['x'.repeat(61)] }, 'allergies.0', 'Cada ingrediente deve ter de 1 a 60 caracteres.'],
    [
      { allergies: Array.from({ length: 51 }, (_, i) => `item ${i}`) },
      'allergies',
      'Informe no máximo 50 ingredientes a evitar.',
    ],
  ])('refuses %j with 400', async (body, field, message) => {
    const res = await api('PUT', '/api/users/allergies', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
  });
});

describe('favourites', () => {
  it('saves and removes idempotently, and shows the saved state everywhere', async () => {
    const fan = await registerUser('fan');
    const [first, second] = catalog.filter((p) => p.category === 'sunscreens');
    for (let i = 0; i < 2; i++) {
      const res = await api('POST', `/api/products/${first?.id}/save`, { token: fan.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ productId: first?.id, isSaved: true });
    }
    await api('POST', `/api/products/${second?.id}/save`, { token: fan.token });
    const saved = await api<ProductCard[]>('GET', '/api/products/saved', { token: fan.token });
    expect(ids(saved.body.data ?? []).sort()).toEqual([first?.id, second?.id].sort());
    expect(saved.body.data?.every((p) => p.isSaved)).toBe(true);

    const detail = await api<ProductCard>('GET', `/api/products/${first?.id}`, { token: fan.token });
    expect(detail.body.data?.isSaved).toBe(true);
    const listed = await allOfFor(fan, { category: 'sunscreens' });
    expect(
      listed
        .filter((p) => p.isSaved)
        .map((p) => p.id)
        .sort(),
    ).toEqual([first?.id, second?.id].sort());
    // Another user's list is not affected.
    expect((await allOf({ category: 'sunscreens' })).some((p) => p.isSaved)).toBe(false);

    for (let i = 0; i < 2; i++) {
      const res = await api('DELETE', `/api/products/${first?.id}/save`, { token: fan.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ productId: first?.id, isSaved: false });
    }
    const after = await api<ProductCard[]>('GET', '/api/products/saved', { token: fan.token });
    expect(ids(after.body.data ?? [])).toEqual([second?.id]);
  });

  it('answers 404 when saving a product that does not exist', async () => {
    const res = await api('POST', '/api/products/nao-existe/save', { token: user.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Produto não encontrado.');
  });
});

const allOfFor = async (someone: TestUser, query: Record<string, string | number>) => {
  const res = await listProducts(someone, { ...query, limit: 50 });
  return (res.body.data as ProductPage).data;
};

describe('recommendations', () => {
  it('answers clearly when the user has no analysis yet', async () => {
    const newcomer = await registerUser('newcomer');
    const res = await api('GET', '/api/products/recommended', { token: newcomer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      hasAnalysis: false,
      message: 'Faça sua análise de pele para receber recomendações personalizadas.',
      analysisId: null,
      analyzedAt: null,
      skinType: null,
      data: [],
    });
  });

  it('ranks for the measured skin with a score and a reason naming the measured concern', async () => {
    const oily = await registerUser('oily');
    const analysisId = await completeAnalysis(oily.id, oilyAcneProne);
    const res = await api<{
      hasAnalysis: boolean;
      analysisId: string;
      skinType: string;
      data: ProductCard[];
    }>('GET', '/api/products/recommended', { token: oily.token });
    expect(res.status).toBe(200);
    const body = res.body.data as {
      hasAnalysis: boolean;
      analysisId: string;
      skinType: string;
      data: ProductCard[];
    };
    expect(body).toMatchObject({ hasAnalysis: true, analysisId, skinType: 'Oleosa' });
    expect(body.data).toHaveLength(10);
    expect(new Set(body.data.map((p) => p.category)).size).toBeGreaterThan(2);
    const top = body.data[0] as ProductCard;
    expect(top.recommendationScore).toBeGreaterThan(60);
    expect(top.recommendationReason).toMatch(
      /Oleosidade \(72%\)|Tendência a Acne \(64%\)|Poros Dilatados \(55%\)/,
    );
    for (const p of body.data) {
      expect(typeof p.recommendationScore).toBe('number');
      expect(p.recommendationReason).toBeTruthy();
      expect(p.skinTypes.some((s) => ['oleosa', 'mista'].includes(fold(s)))).toBe(true);
    }
    // A BHA cleanser ranks above a rich cream for this skin.
    const cleansers = await api<{ data: ProductCard[] }>(
      'GET',
      '/api/products/recommended?category=cleansers&limit=50',
      {
        token: oily.token,
      },
    );
    const moisturizers = await api<{ data: ProductCard[] }>(
      'GET',
      '/api/products/recommended?category=moisturizers&limit=50',
      { token: oily.token },
    );
    const bestBha = cleansers.body.data?.data.find((p) => p.ingredients.includes('Salicylic Acid'));
    const richCream = moisturizers.body.data?.data.find((p) =>
      p.ingredients.includes('Butyrospermum Parkii Butter'),
    );
    expect(bestBha && richCream).toBeTruthy();
    expect(bestBha?.recommendationScore ?? 0).toBeGreaterThan(richCream?.recommendationScore ?? 100);

    const two = await api<{ data: ProductCard[] }>('GET', '/api/products/recommended?limit=2', {
      token: oily.token,
    });
    expect(ids(two.body.data?.data ?? [])).toEqual(ids(body.data.slice(0, 2)));

    // The detail now judges against the analysis.
    const detail = await api<{
      compatibility: { basedOnAnalysis: boolean; skinType: string };
      recommendationScore: number;
    }>('GET', `/api/products/${top.id}`, { token: oily.token });
    expect(detail.body.data?.compatibility).toMatchObject({ basedOnAnalysis: true, skinType: 'Oleosa' });
    expect(detail.body.data?.recommendationScore).toBe(top.recommendationScore);

    // Avoiding the top product's first active pushes it below every product without an alert.
    await api('PUT', '/api/users/allergies', { token: oily.token, body: { allergies: ['Salicylic Acid'] } });
    const again = await api<{ data: ProductCard[] }>('GET', '/api/products/recommended?limit=50', {
      token: oily.token,
    });
    const list = again.body.data?.data ?? [];
    const firstFlagged = list.findIndex((p) => p.hasAlert);
    if (firstFlagged >= 0) expect(list.slice(firstFlagged).every((p) => p.hasAlert)).toBe(true);
    expect(list.slice(0, 10).some((p) => p.ingredients.includes('Salicylic Acid'))).toBe(false);
  });

  it('shows one match per product everywhere: recommended, Produtos ranked by it, saved and detail', async () => {
    const person = await registerUser('one-match');
    await completeAnalysis(person.id, oilyAcneProne);
    const recommended = await api<{ data: ProductCard[] }>('GET', '/api/products/recommended?limit=50', {
      token: person.token,
    });
    const top = recommended.body.data?.data ?? [];
    const scores = top.map((p) => p.recommendationScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBeGreaterThan(1);

    const ranked: ProductCard[] = [];
    for (let n = 1; ; n++) {
      const res = await listProducts(person, { sort: 'match', page: n, limit: 50 });
      const body = res.body.data as ProductPage;
      ranked.push(...body.data);
      if (n >= body.pages) break;
    }
    expect(ranked).toHaveLength(catalog.length);
    const all = ranked.map((p) => p.recommendationScore as number);
    expect(all.every((s) => typeof s === 'number')).toBe(true);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const matchOf = new Map(ranked.map((p) => [p.id, p.recommendationScore]));
    for (const p of top) expect(matchOf.get(p.id)).toBe(p.recommendationScore);

    const chosen = top[0] as ProductCard;
    await api('POST', `/api/products/${chosen.id}/save`, { token: person.token });
    const saved = await api<ProductCard[]>('GET', '/api/products/saved', { token: person.token });
    expect(saved.body.data?.[0]?.recommendationScore).toBe(chosen.recommendationScore);
    const detail = await api<{ recommendationScore: number; compatibility: { score: number } }>(
      'GET',
      `/api/products/${chosen.id}`,
      { token: person.token },
    );
    expect(detail.body.data?.recommendationScore).toBe(chosen.recommendationScore);
    expect(detail.body.data?.compatibility.score).toBe(chosen.recommendationScore);
    const cart = await api<{ items: Array<{ productId: string; match: number | null }> }>(
      'PUT',
      `/api/cart/items/${chosen.id}`,
      { token: person.token, body: { quantity: 1 } },
    );
    expect(cart.body.data?.items).toEqual([
      expect.objectContaining({ productId: chosen.id, match: chosen.recommendationScore }),
    ]);
  });

  it('keeps plain lists without a match, and sort=match in relevance order, before any analysis', async () => {
    const fresh = await registerUser('no-match');
    const res = await listProducts(fresh, { sort: 'match' });
    const body = res.body.data as ProductPage;
    expect(body.data.every((p) => p.recommendationScore === null)).toBe(true);
    expect(ids(body.data)).toEqual(ids((await page({})).data));
    const first = body.data[0] as ProductCard;
    const cart = await api<{ items: Array<{ match: number | null }> }>('PUT', `/api/cart/items/${first.id}`, {
      token: fresh.token,
      body: { quantity: 1 },
    });
    expect(cart.body.data?.items[0]?.match).toBeNull();
  });

  it.each([['0'], ['51'], ['x']])('refuses limit=%s with 400', async (limit) => {
    const res = await api('GET', `/api/products/recommended?limit=${limit}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.fields?.limit).toBe('O limite deve ser um número inteiro de 1 a 50.');
  });
});

describe('profile stats', () => {
  it('counts analyses, reviews and favourites, with the latest analysis and no orders yet', async () => {
    const someone = await registerUser('stats');
    const empty = await api('GET', '/api/users/profile/stats', { token: someone.token });
    expect(empty.body.data).toEqual({
      analysisCount: 0,
      latestAnalysis: null,
      orderCount: 0,
      reviewCount: 0,
      savedProductCount: 0,
    });
    const analysisId = await completeAnalysis(someone.id, oilyAcneProne);
    const [a, b] = catalog;
    await api('POST', `/api/products/${a?.id}/save`, { token: someone.token });
    await api('POST', `/api/products/${b?.id}/save`, { token: someone.token });
    await api('POST', '/api/reviews', {
      token: someone.token,
      body: { productId: a?.id, rating: 4, title: 'Bom', content: 'Gostei bastante.' },
    });
    const stats = await api<{ latestAnalysis: { id: string; skinType: string } }>(
      'GET',
      '/api/users/profile/stats',
      {
        token: someone.token,
      },
    );
    expect(stats.body.data).toMatchObject({
      analysisCount: 1,
      orderCount: 0,
      reviewCount: 1,
      savedProductCount: 2,
    });
    expect(stats.body.data?.latestAnalysis).toMatchObject({ id: analysisId, skinType: 'Oleosa' });
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
