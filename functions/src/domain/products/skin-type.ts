import type { SkinType } from './types';

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
