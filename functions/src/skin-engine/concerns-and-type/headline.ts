/**
 * The six headline numbers: the three the skin-type rule compares (higher is more of the sign) and the three
 * metrics (higher is better), each from a calibrated number (calibrated-numbers.ts).
 */
import { type HeadlineKey, headlineKey } from '@pele/shared/schemas/skin-analysis';
import type { NumberKey } from '../calibrate/calibrated-numbers';

export type { HeadlineKey };
export const HEADLINE_KEYS = headlineKey.options;

/**
 * How each headline number is read from the calibrated numbers. Hydration is an estimate from the visible signs
 * of dry skin (RGB cannot see water), so it is the complement of `dry`; texture and pigmentation are the
 * complements of roughness (with pores) and of uneven pigment (dark spots with blotchiness).
 */
export const HEADLINE_FROM: Record<HeadlineKey, (n: Record<NumberKey, number>) => number> = {
  dry: (n) => n.dry,
  oily: (n) => n.oily,
  sensitive: (n) => n.sensitive,
  hydration: (n) => 100 - n.dry,
  texture: (n) => 100 - n.roughTexture,
  pigmentation: (n) => 100 - n.unevenPigment,
};
