import { foldAccents } from '../fold-accents';
import type { SkinType } from './types';

/**
 * Spec 4: a product's skin types are matched case-insensitively by containment ('Pele oleosa'
 * contains 'oleosa'); 'Mista' also matches products listing oily or dry skin. Accents are ignored
 * too, so 'sensivel' written without the accent still matches 'Sensível'.
 */
export function matchesSkinType(productSkinTypes: readonly string[], skinType: SkinType): boolean {
  const wanted = skinType === 'Mista' ? ['mista', 'oleosa', 'seca'] : [foldAccents(skinType)];
  return productSkinTypes.some((listed) => wanted.some((w) => foldAccents(listed).includes(w)));
}
