import { SENSITIVE_THRESHOLD } from '@pele/shared/constants';
import type { SkinScores, SkinType } from './types';

/**
 * Spec 4: oily if oily exceeds dry and sensitive; dry if dry exceeds oily and sensitive; sensitive
 * if sensitive is above 60; otherwise combination ('Mista'). The order of the checks is the rule.
 */
export function deriveSkinType({ dry, oily, sensitive }: SkinScores): SkinType {
  if (oily > dry && oily > sensitive) return 'Oleosa';
  if (dry > oily && dry > sensitive) return 'Seca';
  if (sensitive > SENSITIVE_THRESHOLD) return 'Sensível';
  return 'Mista';
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Spec 4: a product's skin types are matched case-insensitively by containment ('Pele oleosa'
 * contains 'oleosa'); 'Mista' also matches products listing oily or dry skin. Accents are ignored
 * too, so 'sensivel' written without the accent still matches 'Sensível'.
 */
export function matchesSkinType(productSkinTypes: readonly string[], skinType: SkinType): boolean {
  const wanted = skinType === 'Mista' ? ['mista', 'oleosa', 'seca'] : [fold(skinType)];
  return productSkinTypes.some((listed) => wanted.some((w) => fold(listed).includes(w)));
}
