import type { MatchableProduct, SkinProfile } from './types';

/** Hand-made profiles and products shared by the products domain tests. */
export const oilyAcneProne: SkinProfile = {
  skinType: 'Oleosa',
  scores: { dry: 15, oily: 78, sensitive: 30 },
  concerns: [
    { key: 'oiliness', severity: 72 },
    { key: 'acne', severity: 64 },
    { key: 'pores', severity: 55 },
  ],
  avoid: [],
};

export const drySensitive: SkinProfile = {
  skinType: 'Sensível',
  scores: { dry: 50, oily: 10, sensitive: 80 },
  concerns: [
    { key: 'redness', severity: 70 },
    { key: 'dryness', severity: 60 },
  ],
  avoid: [],
};

export const product = (
  overrides: Partial<MatchableProduct> & Pick<MatchableProduct, 'id'>,
): MatchableProduct => ({
  category: 'serums',
  ingredients: ['Aqua', 'Glycerin'],
  skinTypes: ['normal'],
  concerns: [],
  ...overrides,
});
