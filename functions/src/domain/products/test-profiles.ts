import type { MatchableProduct } from './types';

export { drySensitive, oilyAcneProne } from '../testing/skin-fixtures';

/** A product for the products domain tests: a serum for normal skin unless overridden. */
export const product = (
  overrides: Partial<MatchableProduct> & Pick<MatchableProduct, 'id'>,
): MatchableProduct => ({
  category: 'serums',
  ingredients: ['Aqua', 'Glycerin'],
  skinTypes: ['normal'],
  concerns: [],
  ...overrides,
});
