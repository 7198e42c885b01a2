import { CLEANSERS } from './cleansers';
import { MASKS } from './masks';
import { MOISTURIZERS } from './moisturizers';
import { SERUMS } from './serums';
import { SUNSCREENS } from './sunscreens';
import { TONERS } from './toners';
import type { CatalogProduct } from './types';

/** The sample catalog seeded into a new environment. */
export const CATALOG: readonly CatalogProduct[] = [
  ...CLEANSERS,
  ...TONERS,
  ...SERUMS,
  ...MOISTURIZERS,
  ...SUNSCREENS,
  ...MASKS,
];

/**
 * Label entries the knowledge module does not describe but that are fine to seed (pigments,
 * neutral helpers). The catalog test fails on any other unknown entry, so a typo cannot slip in.
 */
export const ALLOWED_UNKNOWN_INGREDIENTS: readonly string[] = [];
