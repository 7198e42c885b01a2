import { describe, expect, it } from 'vitest';
import { normalizeIngredientName, splitInciList, toIngredientArray } from './normalize';

describe('normalizeIngredientName', () => {
  it('folds accents, case and punctuation so pt-BR spellings compare equal', () => {
    expect(normalizeIngredientName('Ácido  Salicílico')).toBe('acido salicilico');
    expect(normalizeIngredientName('acido-salicilico')).toBe('acido salicilico');
    expect(normalizeIngredientName('Alcohol Denat.')).toBe('alcohol denat');
    expect(normalizeIngredientName('Caprylic/Capric Triglyceride')).toBe('caprylic capric triglyceride');
  });
});

describe('splitInciList', () => {
  it('splits on commas and drops the closing period', () => {
    expect(splitInciList('Aqua, Glycerin, Niacinamide.')).toEqual(['Aqua', 'Glycerin', 'Niacinamide']);
  });

  it('keeps a comma between digits and commas inside parentheses', () => {
    expect(splitInciList('Aqua, 1,2-Hexanediol, Parfum (Linalool, Limonene), Glycerin')).toEqual([
      'Aqua',
      '1,2-Hexanediol',
      'Parfum (Linalool, Limonene)',
      'Glycerin',
    ]);
  });

  it('ignores empty entries', () => {
    expect(splitInciList(' Aqua ,, Glycerin , ')).toEqual(['Aqua', 'Glycerin']);
  });
});

describe('toIngredientArray', () => {
  it('accepts both an array and one INCI string', () => {
    expect(toIngredientArray(['Aqua ', ' ', 'Glycerin'])).toEqual(['Aqua', 'Glycerin']);
    expect(toIngredientArray('Aqua, Glycerin')).toEqual(['Aqua', 'Glycerin']);
  });
});
