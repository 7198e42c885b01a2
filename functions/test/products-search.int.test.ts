import { describe, expect, it } from 'vitest';
import { allOf, CATEGORIES, catalog, ids, page, refused, user, useShopper } from './catalog-shopper';
import { api } from './http';
import { eventually, fold } from './product-fixtures';

useShopper();

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
