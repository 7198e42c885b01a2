import type { Ingredient } from '../types';
import { ACTIVES } from './actives';
import { FORMULATION_BASES } from './formulation-bases';
import { FRAGRANCE_AND_IRRITANTS } from './fragrance-and-irritants';
import { HYDRATION_AND_BARRIER } from './hydration-and-barrier';
import { UV_FILTERS } from './uv-filters';

/** Every ingredient the knowledge module knows, in one list. */
export const INGREDIENTS: readonly Ingredient[] = [
  ...ACTIVES,
  ...HYDRATION_AND_BARRIER,
  ...FORMULATION_BASES,
  ...UV_FILTERS,
  ...FRAGRANCE_AND_IRRITANTS,
];
