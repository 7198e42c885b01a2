import type { Ingredient } from './types';

/** Every spelling a label may use for an ingredient: its INCI name, id and aliases. */
export const spellingsOf = (ingredient: Ingredient): string[] => [
  ingredient.inci,
  ingredient.id,
  ...ingredient.aliases,
];
