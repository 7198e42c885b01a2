import { describe, expect, it } from 'vitest';
import { findIngredient } from '../../domain/ingredients/lookup';
import { SKIN_CONCERN_KEYS } from '../../domain/products/skin-concerns';
import { BRAND_NAMES } from './brands';
import { ALLOWED_UNKNOWN_INGREDIENTS, CATALOG } from './catalog';
import { CATALOG_CATEGORIES, CATALOG_SKIN_TYPES } from './types';

const allowedUnknown = new Set(ALLOWED_UNKNOWN_INGREDIENTS);
const fragranceLike = (entry: string) => {
  const i = findIngredient(entry);
  return i?.families?.some((f) => f === 'fragrance' || f === 'essential-oils') ?? false;
};

describe('seed catalog', () => {
  it('holds at least 120 products with unique slug ids', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(120);
    const ids = CATALOG.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has at least 15 products in every category', () => {
    for (const category of CATALOG_CATEGORIES) {
      expect(CATALOG.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(15);
    }
  });

  it('lists only ingredients the knowledge module knows, or ones explicitly allowed', () => {
    const unknown = CATALOG.flatMap((p) =>
      p.ingredients.filter((i) => !findIngredient(i) && !allowedUnknown.has(i)).map((i) => `${p.id}: ${i}`),
    );
    expect(unknown).toEqual([]);
  });

  it('uses only the house brand and invented brands', () => {
    for (const p of CATALOG) expect(BRAND_NAMES).toContain(p.brand);
  });

  it('keeps prices in the realistic BRL range, and original prices above the price', () => {
    for (const p of CATALOG) {
      expect(p.price, p.id).toBeGreaterThanOrEqual(19.9);
      expect(p.price, p.id).toBeLessThanOrEqual(249.9);
      if (p.originalPrice !== undefined) expect(p.originalPrice, p.id).toBeGreaterThan(p.price);
    }
    expect(CATALOG.some((p) => p.originalPrice !== undefined)).toBe(true);
  });

  it('uses the known skin types and concern keys, and fills every text field', () => {
    for (const p of CATALOG) {
      expect(p.skinTypes.length, p.id).toBeGreaterThan(0);
      for (const s of p.skinTypes) expect(CATALOG_SKIN_TYPES).toContain(s);
      expect(p.concerns.length, p.id).toBeGreaterThan(0);
      for (const c of p.concerns) expect(SKIN_CONCERN_KEYS).toContain(c);
      expect(p.benefits.length, p.id).toBeGreaterThan(0);
      expect(p.description.length, p.id).toBeGreaterThan(40);
      expect(p.howToUse.length, p.id).toBeGreaterThan(20);
      expect(p.ingredients.length, p.id).toBeGreaterThanOrEqual(5);
      expect(p.imageKey).toBe(`catalog/${p.id}.svg`);
      expect(Number.isInteger(p.countInStock) && p.countInStock > 0).toBe(true);
    }
    // The spec's 3-line truncation needs some descriptions over 150 characters.
    expect(CATALOG.filter((p) => p.description.length > 150).length).toBeGreaterThanOrEqual(10);
  });

  it('backs every concern a product claims with an ingredient known to help with it', () => {
    const unbacked = CATALOG.flatMap((p) =>
      p.concerns
        .filter((c) => !p.ingredients.some((i) => findIngredient(i)?.addresses.includes(c)))
        .map((c) => `${p.id}: ${c}`),
    );
    expect(unbacked).toEqual([]);
  });

  it('keeps products marked for sensitive skin free of known irritants', () => {
    const offending = CATALOG.filter((p) => p.skinTypes.includes('sensível')).flatMap((p) =>
      p.ingredients.filter((i) => findIngredient(i)?.irritant).map((i) => `${p.id}: ${i}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps products tagged fragrance-free free of fragrance and essential oils', () => {
    const offending = CATALOG.filter((p) => p.tags.includes('sem fragrância')).flatMap((p) =>
      p.ingredients.filter(fragranceLike).map((i) => `${p.id}: ${i}`),
    );
    expect(offending).toEqual([]);
  });

  it('makes BHA products target acne, pores or oiliness, and sunscreens contain UV filters', () => {
    for (const p of CATALOG.filter((p) => p.ingredients.some((i) => findIngredient(i)?.active === 'bha'))) {
      expect(
        p.concerns.some((c) => c === 'acne' || c === 'pores' || c === 'oiliness'),
        p.id,
      ).toBe(true);
    }
    for (const p of CATALOG.filter((p) => p.category === 'sunscreens')) {
      expect(
        p.ingredients.some((i) => findIngredient(i)?.roles.includes('uv_filter')),
        p.id,
      ).toBe(true);
    }
  });
});
