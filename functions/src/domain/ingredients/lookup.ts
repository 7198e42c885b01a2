import { INGREDIENTS } from './data';
import { normalizeIngredientName, toIngredientArray } from './normalize';
import type { Ingredient } from './types';

/** Every spelling a label may use for an ingredient: its INCI name, id and aliases. */
export const spellingsOf = (ingredient: Ingredient): string[] => [
  ingredient.inci,
  ingredient.id,
  ...ingredient.aliases,
];

function buildIndex(ingredients: readonly Ingredient[]): Map<string, Ingredient> {
  const index = new Map<string, Ingredient>();
  for (const ingredient of ingredients) {
    for (const spelling of spellingsOf(ingredient)) {
      const key = normalizeIngredientName(spelling);
      // First definition wins; ingredients.test.ts keeps spellings unambiguous.
      if (key && !index.has(key)) index.set(key, ingredient);
    }
  }
  return index;
}

const INDEX = buildIndex(INGREDIENTS);
const BY_ID = new Map(INGREDIENTS.map((i) => [i.id, i]));

export const ingredientById = (id: string): Ingredient | undefined => BY_ID.get(id);

/**
 * Candidate readings of one label entry, most literal first: the whole text, the text without its
 * parenthesis ('Aqua (Water)' → 'Aqua'), what is inside the parenthesis, and each side of a slash
 * ('Aqua/Water/Eau').
 */
function candidates(raw: string): string[] {
  const out = [raw];
  const outside = raw.replace(/\([^)]*\)/g, ' ').trim();
  if (outside !== raw) out.push(outside);
  for (const m of raw.matchAll(/\(([^)]*)\)/g)) out.push(m[1] as string);
  if (raw.includes('/')) out.push(...raw.split('/'));
  return out;
}

/** The known ingredient a label entry names, in any case, with or without accents, by any alias. */
export function findIngredient(raw: string): Ingredient | undefined {
  for (const candidate of candidates(raw)) {
    const hit = INDEX.get(normalizeIngredientName(candidate));
    if (hit) return hit;
  }
  return undefined;
}

export interface ParsedIngredient {
  raw: string;
  ingredient?: Ingredient;
}

/** Reads an ingredient list (array, or one INCI string split on commas) against the knowledge module. */
export function parseIngredients(list: string | readonly string[]): ParsedIngredient[] {
  return toIngredientArray(list).map((raw) => {
    const ingredient = findIngredient(raw);
    return ingredient ? { raw, ingredient } : { raw };
  });
}
