import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../seed/catalog/catalog';
import { compatibility } from '../products/compatibility';
import { ingredientsOf } from '../products/product-ingredients';
import { matchesSkinType } from '../products/skin-type';
import { generateRoutines, type RoutineAnalysis } from './generate-routines';
import { answerStrength } from './skin-needs';
import {
  actives,
  drySkin,
  expectSafeRoutines,
  mistaPigmentation,
  NOW,
  oilyAcne,
  productsOf,
  sensitiveRedness,
} from './test-fixtures';

const generate = (analysis: RoutineAnalysis, avoid: string[] = []) =>
  generateRoutines({ analysis, catalog: CATALOG, avoid, now: NOW });

const treatments = (routines: ReturnType<typeof generate>) => ({
  morning: productsOf(routines.morning, CATALOG).find((p) => p.category === 'serums'),
  evening: productsOf(routines.evening, CATALOG).find((p) => p.category === 'serums'),
});

const allProducts = (routines: ReturnType<typeof generate>) => [
  ...productsOf(routines.morning, CATALOG),
  ...productsOf(routines.evening, CATALOG),
];

describe('generateRoutines on the seed catalog', () => {
  it.each([
    ['oily, acne-prone', oilyAcne],
    ['dry', drySkin],
    ['sensitive with redness', sensitiveRedness],
    ['combination with pigmentation', mistaPigmentation],
  ])('keeps every rule for a %s skin, the same on every run', (_, analysis) => {
    const routines = generate(analysis);
    expectSafeRoutines(routines, CATALOG);
    expect(routines.morning.steps.every((s) => s.product.id !== null)).toBe(true);
    expect(routines.evening.steps.every((s) => s.product.id !== null)).toBe(true);
    expect(generate(analysis)).toEqual(routines);
  });

  it('oily, acne-prone: niacinamide or BHA by day, BHA or a retinoid at night, oil-skin products', () => {
    const routines = generate(oilyAcne);
    const { morning, evening } = treatments(routines);
    expect(
      morning && [...ingredientsOf(morning).actives].some((a) => a === 'niacinamide' || a === 'bha'),
    ).toBe(true);
    expect(evening && [...ingredientsOf(evening).actives].some((a) => a === 'bha' || a === 'retinoid')).toBe(
      true,
    );
    for (const p of allProducts(routines)) expect(matchesSkinType(p.skinTypes, 'Oleosa')).toBe(true);
  });

  it('dry: a moisturiser that holds water in, and nothing that dries the skin', () => {
    const routines = generate(drySkin);
    for (const moisturiser of allProducts(routines).filter((p) => p.category === 'moisturizers')) {
      expect(answerStrength(moisturiser, 'dryness', 'evening')).toBeGreaterThanOrEqual(0.7);
    }
    for (const p of allProducts(routines)) {
      expect(
        ingredientsOf(p)
          .known.filter((i) => i.drying)
          .map((i) => i.inci),
      ).toEqual([]);
      expect(matchesSkinType(p.skinTypes, 'Seca')).toBe(true);
    }
  });

  it('sensitive with redness: fragrance-free, no known irritant, soothing treatments', () => {
    const routines = generate(sensitiveRedness);
    for (const p of allProducts(routines)) {
      expect(ingredientsOf(p).known.filter((i) => i.irritant || i.roles.includes('fragrance'))).toEqual([]);
    }
    const { morning, evening } = treatments(routines);
    for (const serum of [morning, evening]) {
      expect(serum && answerStrength(serum, 'redness', 'morning')).toBeGreaterThanOrEqual(0.7);
    }
  });

  it('combination with pigmentation: vitamin C in the morning, a retinoid at night', () => {
    const routines = generate(mistaPigmentation);
    const { morning, evening } = treatments(routines);
    expect(
      morning &&
        [...ingredientsOf(morning).actives].some((a) => a === 'vitamin_c' || a === 'vitamin_c_derivative'),
    ).toBe(true);
    expect(evening && ingredientsOf(evening).actives.has('retinoid')).toBe(true);
    expect(actives(productsOf(routines.morning, CATALOG)).has('retinoid')).toBe(false);
  });

  it('honours the avoid list with families and pt-BR names', () => {
    const avoid = ['niacinamida', 'parabenos', 'fragrância'];
    const routines = generate(oilyAcne, avoid);
    const profile = { skinType: 'Oleosa' as const, scores: oilyAcne.scores, concerns: [], avoid };
    for (const p of allProducts(routines)) expect(compatibility(p, profile).alerts).toEqual([]);
    expectSafeRoutines(routines, CATALOG, ['Niacinamide', 'Methylparaben', 'Propylparaben', 'Parfum']);
  });

  it('recommends a sunscreen made for the skin in every profile', () => {
    for (const analysis of [oilyAcne, drySkin, sensitiveRedness, mistaPigmentation]) {
      const sunscreen = productsOf(generate(analysis).morning, CATALOG).at(-1);
      expect(sunscreen?.category).toBe('sunscreens');
      expect(sunscreen && matchesSkinType(sunscreen.skinTypes, analysis.skinType ?? 'Mista')).toBe(true);
    }
  });
});
