import type { ProductCategory } from '@pele/shared/schemas/products';
import { expect } from 'vitest';
import { parseIngredients } from '../ingredients/lookup';
import { ingredientsOf } from '../products/product-ingredients';
import { conflictsAcrossRoutines, conflictsIn } from '../products/routine-conflicts';
import type { RoutineProduct } from './candidates';
import type { GeneratedRoutines } from './generate-routines';

/** Products for the routine tests; the measured skins are the shared ones. Labels use INCI names the knowledge module knows. */
export {
  drySkin,
  mistaPigmentation,
  oilyAcneProne as oilyAcne,
  sensitiveRedness,
} from '../testing/skin-fixtures';

export const NOW = new Date('2024-11-20T12:00:00Z');

export const item = (
  id: string,
  category: ProductCategory,
  ingredients: string[],
  extra: Partial<RoutineProduct> = {},
): RoutineProduct => ({
  id,
  name: `Produto ${id}`,
  brand: 'Marca Teste',
  category,
  ingredients,
  skinTypes: ['oleosa', 'seca', 'mista', 'sensível', 'normal'],
  concerns: [],
  tags: [],
  ...extra,
});

/** A small catalog with one product per job, so each expectation has a single right answer. */
export const smallCatalog: RoutineProduct[] = [
  item('cleanser-plain', 'cleansers', ['Aqua', 'Coco-Glucoside', 'Glycerin', 'Panthenol']),
  item('cleanser-bha', 'cleansers', ['Aqua', 'Coco-Glucoside', 'Salicylic Acid'], {
    concerns: ['acne', 'oiliness', 'pores'],
  }),
  item('cleanser-aha', 'cleansers', ['Aqua', 'Coco-Glucoside', 'Glycolic Acid'], {
    concerns: ['hyperpigmentation', 'pores'],
    tags: ['uso noturno'],
  }),
  item('serum-vitamin-c', 'serums', ['Aqua', 'Ascorbic Acid', 'Tocopherol', 'Ferulic Acid'], {
    concerns: ['hyperpigmentation', 'fine_lines'],
  }),
  item('serum-retinol', 'serums', ['Squalane', 'Retinol', 'Tocopherol'], {
    concerns: ['fine_lines', 'pores', 'acne', 'hyperpigmentation'],
    tags: ['uso noturno'],
  }),
  item('serum-bha', 'serums', ['Aqua', 'Salicylic Acid', 'Glycerin'], {
    concerns: ['acne', 'pores', 'oiliness'],
  }),
  item('serum-niacinamide', 'serums', ['Aqua', 'Niacinamide', 'Zinc PCA'], {
    concerns: ['oiliness', 'pores', 'acne'],
  }),
  item('serum-cica', 'serums', ['Aqua', 'Centella Asiatica Extract', 'Panthenol', 'Allantoin'], {
    concerns: ['redness'],
  }),
  item('moisturizer-plain', 'moisturizers', ['Aqua', 'Glycerin', 'Squalane', 'Cetearyl Alcohol']),
  item('sunscreen-mineral', 'sunscreens', ['Aqua', 'Zinc Oxide', 'Glycerin'], { tags: ['FPS 50'] }),
  item('sunscreen-tinted', 'sunscreens', ['Aqua', 'Zinc Oxide', 'Iron Oxides'], {
    tags: ['FPS 50', 'com cor'],
  }),
  item('eye-cream', 'moisturizers', ['Aqua', 'Caffeine', 'Glycerin'], { tags: ['área dos olhos'] }),
];

const byId = (catalog: readonly RoutineProduct[]) => new Map(catalog.map((p) => [p.id, p]));

/** The catalog products a routine uses, in step order (generic steps have no product). */
export function productsOf(routine: GeneratedRoutines['morning'], catalog: readonly RoutineProduct[]) {
  const index = byId(catalog);
  return routine.steps.flatMap((s) => (s.product.id ? [index.get(s.product.id) as RoutineProduct] : []));
}

export const actives = (products: readonly RoutineProduct[]) =>
  new Set(products.flatMap((p) => [...ingredientsOf(p).actives]));

const MORNING_TITLES = ['Limpeza', 'Tratamento', 'Hidratação', 'Protetor Solar'];
const EVENING_TITLES = ['Limpeza', 'Tratamento', 'Tratamento Complementar', 'Hidratação', 'Máscara Noturna'];

/** What every generated pair of routines must keep, whatever the skin and the catalog. */
export function expectSafeRoutines(
  routines: GeneratedRoutines,
  catalog: readonly RoutineProduct[],
  avoidedInci: readonly string[] = [],
) {
  const morning = productsOf(routines.morning, catalog);
  const evening = productsOf(routines.evening, catalog);
  expect(conflictsIn(morning)).toEqual([]);
  expect(conflictsIn(evening)).toEqual([]);
  expect(conflictsAcrossRoutines(morning, evening)).toEqual([]);
  expect(actives(morning).has('retinoid')).toBe(false);
  expect(actives(morning).has('aha')).toBe(false);
  // Step order: the treatments may be missing (nothing fits), the essential steps never are.
  const morningTitles = routines.morning.steps.map((s) => s.title);
  expect(morningTitles.filter((t) => t !== 'Tratamento')).toEqual([
    'Limpeza',
    'Hidratação',
    'Protetor Solar',
  ]);
  expect(morningTitles).toEqual(MORNING_TITLES.filter((t) => morningTitles.includes(t)));
  const eveningTitles = routines.evening.steps.map((s) => s.title);
  expect(eveningTitles).toEqual(EVENING_TITLES.filter((t) => eveningTitles.includes(t)));
  expect(eveningTitles).toContain('Limpeza');
  expect(eveningTitles).toContain('Hidratação');
  for (const routine of [routines.morning, routines.evening]) {
    expect(routine.steps.map((s) => s.number)).toEqual(routine.steps.map((_, i) => i + 1));
  }
  const avoided = new Set(avoidedInci.map((a) => a.toLowerCase()));
  for (const p of [...morning, ...evening]) {
    const labels = parseIngredients(p.ingredients).map((i) => (i.ingredient?.inci ?? i.raw).toLowerCase());
    expect(labels.filter((l) => avoided.has(l))).toEqual([]);
  }
}
