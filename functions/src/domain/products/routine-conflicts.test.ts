import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../seed/catalog/catalog';
import { conflictsAcrossRoutines, conflictsIn } from './routine-conflicts';
import { product } from './test-profiles';

const retinolSerum = product({ id: 'retinol', ingredients: ['Squalane', 'Retinol'] });
const glycolicToner = product({ id: 'glycolic', category: 'toners', ingredients: ['Aqua', 'Glycolic Acid'] });
const bhaSerum = product({ id: 'bha', ingredients: ['Aqua', 'Salicylic Acid'] });
const vitaminC = product({ id: 'vitc', ingredients: ['Aqua', 'Ascorbic Acid', 'Ferulic Acid'] });
const stableVitaminC = product({ id: 'vitc-stable', ingredients: ['Aqua', '3-O-Ethyl Ascorbic Acid'] });
const bpoCleanser = product({ id: 'bpo', category: 'cleansers', ingredients: ['Aqua', 'Benzoyl Peroxide'] });
const moisturizer = product({
  id: 'cream',
  category: 'moisturizers',
  ingredients: ['Aqua', 'Glycerin', 'Ceramide NP'],
});

describe('conflictsIn', () => {
  it('finds a retinoid layered with an AHA, with the pt-BR reason', () => {
    const [conflict, ...rest] = conflictsIn([retinolSerum, moisturizer, glycolicToner]);
    expect(rest).toEqual([]);
    expect(conflict).toMatchObject({
      a: 'retinol',
      b: 'glycolic',
      rule: 'retinoid+exfoliating-acid',
      splitOk: true,
      severity: 'avoid',
    });
    expect(conflict?.reason).toMatch(/^Retinoide e ácidos esfoliantes/);
  });

  it('marks a conflict with a rinse-off cleanser as a caution', () => {
    expect(conflictsIn([bpoCleanser, retinolSerum])).toEqual([
      expect.objectContaining({ rule: 'retinoid+benzoyl-peroxide', severity: 'caution' }),
    ]);
  });

  it('flags pure vitamin C with a BHA and with benzoyl peroxide, but not a stable derivative', () => {
    expect(conflictsIn([vitaminC, bhaSerum]).map((c) => c.rule)).toEqual(['vitamin-c+exfoliating-acid']);
    expect(conflictsIn([vitaminC, bpoCleanser]).map((c) => c.rule)).toEqual(['vitamin-c+benzoyl-peroxide']);
    expect(conflictsIn([stableVitaminC, bhaSerum])).toEqual([]);
  });

  it('flags two exfoliating acids stacked, and nothing for a conflict-free set', () => {
    expect(conflictsIn([glycolicToner, bhaSerum]).map((c) => c.rule)).toEqual(['exfoliating-acids-stacked']);
    expect(
      conflictsIn([moisturizer, stableVitaminC, product({ id: 'n', ingredients: ['Niacinamide'] })]),
    ).toEqual([]);
  });

  it('does not compare actives inside one product', () => {
    const aha_bha = CATALOG.find((p) => p.id === 'serum-esfoliante-aha-bha-noturno');
    expect(aha_bha && conflictsIn([aha_bha, moisturizer])).toEqual([]);
  });
});

describe('conflictsAcrossRoutines', () => {
  it('accepts vitamin C in the morning and a retinoid in the evening', () => {
    expect(conflictsIn([vitaminC, retinolSerum]).map((c) => c.rule)).toEqual(['vitamin-c+retinoid']);
    expect(conflictsAcrossRoutines([vitaminC, moisturizer], [retinolSerum, moisturizer])).toEqual([]);
  });

  it('refuses an exfoliant in the morning and another in the evening', () => {
    expect(conflictsAcrossRoutines([glycolicToner], [bhaSerum]).map((c) => c.rule)).toEqual([
      'exfoliating-acids-stacked',
    ]);
  });
});
