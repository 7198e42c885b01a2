import { normalizeIngredientName } from '../normalize';
import { spellingsOf } from '../spellings';
import type { Ingredient } from '../types';
import { define, type IngredientInput } from './define';

/**
 * What the handlers load of the ingredient knowledge: every ingredient as its data entry states it (`define`
 * fills the defaults back), and each spelling a label may use, folded (normalizeIngredientName), with the
 * position of the ingredient it names.
 */
export interface IngredientTable {
  ingredients: IngredientInput[];
  /** Folded spelling → position in `ingredients`; the first definition of a spelling wins. */
  index: [string, number][];
}

/** The table built from the ingredient data (the generated ingredient-table.ts holds it for the data files). */
export function buildIngredientTable(ingredients: readonly Ingredient[]): IngredientTable {
  const index: [string, number][] = [];
  const seen = new Set<string>();
  ingredients.forEach((ingredient, position) => {
    for (const spelling of spellingsOf(ingredient)) {
      const key = normalizeIngredientName(spelling);
      // First definition wins; lookup.test.ts keeps spellings unambiguous.
      if (key && !seen.has(key)) {
        seen.add(key);
        index.push([key, position]);
      }
    }
  });
  return { ingredients: ingredients.map(withoutDefaults), index };
}

/** The entry without the values `define` fills: the table ships about a tenth smaller. */
function withoutDefaults(ingredient: Ingredient): IngredientInput {
  const { irritant, addresses, aliases, ...rest } = ingredient;
  const stated: IngredientInput = { ...rest };
  if (irritant) stated.irritant = irritant;
  if (addresses.length > 0) stated.addresses = addresses;
  if (aliases.length > 0) stated.aliases = aliases;
  return stated;
}

/** The table's ingredients with their defaults filled, as the data files define them. */
export const tableIngredients = (table: IngredientTable): Ingredient[] => table.ingredients.map(define);
