import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../seed/catalog/catalog';
import { buildCatalogIndex, queryWords, readSkinTypeFilter } from './catalog-search';
import type { ProductRecord } from './product-record';

const record = (overrides: Partial<ProductRecord> & Pick<ProductRecord, 'id'>): ProductRecord => ({
  name: overrides.id,
  brand: 'Marca Teste',
  category: 'serums',
  price: 50,
  originalPrice: null,
  description: '',
  howToUse: '',
  benefits: [],
  ingredients: ['Aqua', 'Glycerin'],
  skinTypes: ['normal'],
  concerns: [],
  tags: [],
  countInStock: 10,
  imageKey: `catalog/${overrides.id}.svg`,
  purchaseUrl: null,
  deletedAt: null,
  ratingTotal: 0,
  numReviews: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  ...overrides,
});

const sample = [
  record({
    id: 'gel-bha',
    name: 'Gel de Limpeza com Ácido Salicílico',
    category: 'cleansers',
    price: 54.9,
    ingredients: ['Aqua', 'Salicylic Acid', 'Zinc PCA'],
    skinTypes: ['oleosa', 'mista'],
    concerns: ['acne', 'oiliness'],
    ratingTotal: 9,
    numReviews: 2,
  }),
  record({
    id: 'creme-rico',
    name: 'Creme Nutritivo Noturno',
    brand: 'Orvalho Clínico',
    category: 'moisturizers',
    price: 129.9,
    ingredients: ['Aqua', 'Butyrospermum Parkii Butter', 'Ceramide NP'],
    skinTypes: ['seca', 'sensível'],
    concerns: ['dryness'],
    ratingTotal: 5,
    numReviews: 1,
  }),
  record({
    id: 'serum-niacinamida',
    name: 'Sérum Uniformizador',
    price: 89.9,
    ingredients: ['Aqua', 'Niacinamide', 'Zinc PCA'],
    skinTypes: ['oleosa', 'mista', 'normal'],
    concerns: ['oiliness', 'pores', 'hyperpigmentation'],
    ratingTotal: 12,
    numReviews: 3,
  }),
];
const index = buildCatalogIndex(sample);
const ids = (list: ProductRecord[]) => list.map((p) => p.id);

describe('keyword search', () => {
  it('ignores accents and case in the query and in the product', () => {
    for (const keyword of ['ácido salicílico', 'ACIDO SALICILICO', 'Acido salicilico'])
      expect(ids(index.search({ keyword }))).toEqual(['gel-bha']);
    expect(ids(index.search({ keyword: 'CLINICO' }))).toEqual(['creme-rico']);
  });

  it('searches the brand and the ingredients, by INCI name and by pt-BR name', () => {
    expect(ids(index.search({ keyword: 'orvalho' }))).toEqual(['creme-rico']);
    expect(ids(index.search({ keyword: 'niacinamide' }))).toEqual(['serum-niacinamida']);
    expect(ids(index.search({ keyword: 'niacinamida' }))).toEqual(['serum-niacinamida']);
    expect(ids(index.search({ keyword: 'ceramida' }))).toEqual(['creme-rico']);
  });

  it('matches word prefixes and needs every query word (stop words aside)', () => {
    expect(ids(index.search({ keyword: 'salicil' }))).toEqual(['gel-bha']);
    expect(ids(index.search({ keyword: 'gel de limpeza' }))).toEqual(['gel-bha']);
    expect(ids(index.search({ keyword: 'gel creme' }))).toEqual([]);
    expect(ids(index.search({ keyword: 'zinc' })).sort()).toEqual(['gel-bha', 'serum-niacinamida']);
  });

  it('ranks a name match above an ingredient-only match', () => {
    const withName = record({ id: 'zinco-nome', name: 'Sérum Zinco', ingredients: ['Aqua'] });
    const local = buildCatalogIndex([...sample, withName]);
    expect(ids(local.search({ keyword: 'zinc' }))[0]).toBe('zinco-nome');
  });

  it('drops stop words unless the query has nothing else', () => {
    expect(queryWords('Gel DE limpeza')).toEqual(['gel', 'limpeza']);
    expect(queryWords('de')).toEqual(['de']);
  });
});

describe('filters', () => {
  it('filters by category, skin type, concern, price range and minimum rating, combined', () => {
    expect(ids(index.search({ category: 'cleansers' }))).toEqual(['gel-bha']);
    expect(ids(index.search({ skinType: 'oleosa' }))).toEqual(['gel-bha', 'serum-niacinamida']);
    expect(ids(index.search({ skinType: 'sensivel' }))).toEqual(['creme-rico']);
    expect(ids(index.search({ concern: 'oiliness' }))).toEqual(['gel-bha', 'serum-niacinamida']);
    expect(ids(index.search({ minPrice: 60, maxPrice: 100 }))).toEqual(['serum-niacinamida']);
    expect(ids(index.search({ minRating: 4.5 }))).toEqual(['gel-bha', 'creme-rico']);
    expect(ids(index.search({ skinType: 'oleosa', concern: 'pores', maxPrice: 90 }))).toEqual([
      'serum-niacinamida',
    ]);
    expect(ids(index.search({ keyword: 'zinc', category: 'serums', minRating: 4 }))).toEqual([
      'serum-niacinamida',
    ]);
  });

  it('reads skin types in pt-BR with or without accents, and refuses unknown ones', () => {
    expect(readSkinTypeFilter('Sensível')).toBe('sensivel');
    expect(readSkinTypeFilter('OLEOSA')).toBe('oleosa');
    expect(readSkinTypeFilter('oily')).toBe('oleosa');
    expect(readSkinTypeFilter('escamosa')).toBeUndefined();
  });
});

describe('sorting', () => {
  it('sorts by price both ways, by rating, by number of reviews and by name', () => {
    expect(ids(index.search({ sort: 'price_asc' }))).toEqual(['gel-bha', 'serum-niacinamida', 'creme-rico']);
    expect(ids(index.search({ sort: 'price_desc' }))).toEqual(['creme-rico', 'serum-niacinamida', 'gel-bha']);
    expect(ids(index.search({ sort: 'rating' }))).toEqual(['creme-rico', 'gel-bha', 'serum-niacinamida']);
    expect(ids(index.search({ sort: 'reviews' }))).toEqual(['serum-niacinamida', 'gel-bha', 'creme-rico']);
    expect(ids(index.search({ sort: 'name' }))).toEqual(['creme-rico', 'gel-bha', 'serum-niacinamida']);
  });
  it('keeps catalog order without a keyword', () => {
    expect(ids(index.search({}))).toEqual(['gel-bha', 'creme-rico', 'serum-niacinamida']);
  });
});

describe('over the seeded catalog', () => {
  const full = buildCatalogIndex(
    CATALOG.map((p) => record({ ...p, originalPrice: p.originalPrice ?? null })),
  );
  it('finds every product containing salicylic acid by its pt-BR name without accents', () => {
    const expected = CATALOG.filter((p) => p.ingredients.includes('Salicylic Acid')).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(2);
    const found = ids(full.search({ keyword: 'acido salicilico' }));
    expect(found).toEqual(expect.arrayContaining(expected));
  });
  it('indexes every product', () => {
    expect(full.size).toBe(CATALOG.length);
    expect(full.search({}).length).toBe(CATALOG.length);
  });
});
