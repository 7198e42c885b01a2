import { describe, expect, it } from 'vitest';
import { INGREDIENTS as DATA } from './data';
import { buildIngredientTable } from './data/ingredient-table-source';
import { INGREDIENT_TABLE } from './ingredient-table';
import { findIngredient, INGREDIENTS } from './lookup';
import { normalizeIngredientName } from './normalize';
import { spellingsOf } from './spellings';

describe('the generated ingredient table', () => {
  it('holds what the data files say (after editing them: npx tsx functions/scripts/write-ingredient-table.ts)', () => {
    expect(INGREDIENT_TABLE).toEqual(buildIngredientTable(DATA));
    expect(INGREDIENTS).toEqual(DATA);
  });

  it('finds every spelling of every ingredient (no spelling names two: lookup.test.ts)', () => {
    for (const ingredient of DATA) {
      for (const spelling of spellingsOf(ingredient))
        expect(findIngredient(spelling)?.id).toBe(ingredient.id);
    }
  });

  it('keeps one position per folded spelling, each naming an ingredient of the table', () => {
    const keys = INGREDIENT_TABLE.index.map(([key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [key, position] of INGREDIENT_TABLE.index) {
      expect(key).toBe(normalizeIngredientName(key));
      expect(INGREDIENTS[position]).toBeDefined();
    }
  });
});
