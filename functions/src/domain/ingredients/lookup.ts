import { tableIngredients } from './data/ingredient-table-source';
import { INGREDIENT_TABLE } from './ingredient-table';
import { normalizeIngredientName, toIngredientArray } from './normalize';
import type { Ingredient } from './types';

export { spellingsOf } from './spellings';

/**
 * Every ingredient the knowledge module knows (data/), as the generated table holds them: the handlers load the
 * table, not the data files.
 */
export const INGREDIENTS: readonly Ingredient[] = tableIngredients(INGREDIENT_TABLE);

const INDEX = new Map(
  INGREDIENT_TABLE.index.map(([key, position]) => [key, INGREDIENTS[position] as Ingredient]),
);
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
