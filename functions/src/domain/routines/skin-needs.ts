import type { TimeOfDay } from '../ingredients/conflicts';
import { PREFERRED_TIME_OF_DAY } from '../ingredients/conflicts';
import type { ActiveClass, Ingredient, IngredientRole } from '../ingredients/types';
import { ingredientsOf, isRinseOff } from '../products/product-ingredients';
import { type SkinConcernKey, skinConcernKeyOf } from '../products/skin-concerns';
import type { MatchableProduct, SkinScores } from '../products/types';

/** What the routine should answer: concern key → severity 0–100. */
export type SkinNeeds = ReadonlyMap<SkinConcernKey, number>;

/**
 * The measured concerns by key (analyzer keys such as 'enlarged_pores' mapped), the worst severity
 * when one repeats. The analyzer reports no dryness concern, so the dry score stands for it.
 */
export function skinNeeds(analysis: {
  scores: SkinScores;
  concerns: readonly { key: string; severity: number }[];
}): SkinNeeds {
  const needs = new Map<SkinConcernKey, number>();
  const add = (key: SkinConcernKey, severity: number) => {
    const s = Math.min(100, Math.max(0, severity));
    if (s > 0) needs.set(key, Math.max(needs.get(key) ?? 0, s));
  };
  for (const c of analysis.concerns) {
    const key = skinConcernKeyOf(c.key);
    if (key) add(key, c.severity);
  }
  add('dryness', analysis.scores.dry);
  return needs;
}

/**
 * The actives that general dermatology guidance names first for a concern at each time of day:
 * vitamin C under the morning sunscreen, a retinoid at night; niacinamide by day and salicylic acid
 * at night for oil, pores and acne; azelaic acid or niacinamide for redness at any time.
 */
const FIRST_CHOICE: Record<TimeOfDay, Partial<Record<SkinConcernKey, readonly ActiveClass[]>>> = {
  morning: {
    oiliness: ['niacinamide'],
    pores: ['niacinamide'],
    acne: ['niacinamide', 'azelaic_acid'],
    hyperpigmentation: ['vitamin_c', 'vitamin_c_derivative'],
    fine_lines: ['vitamin_c', 'vitamin_c_derivative'],
    redness: ['azelaic_acid', 'niacinamide'],
  },
  evening: {
    oiliness: ['bha', 'niacinamide'],
    pores: ['bha', 'retinoid'],
    acne: ['bha', 'retinoid', 'azelaic_acid'],
    hyperpigmentation: ['retinoid', 'azelaic_acid', 'tranexamic_acid'],
    fine_lines: ['retinoid'],
    redness: ['azelaic_acid', 'niacinamide'],
  },
};

const LIPID_ROLES: readonly IngredientRole[] = ['emollient', 'occlusive', 'barrier_repair'];
const has = (i: Ingredient, roles: readonly IngredientRole[]) => roles.some((r) => i.roles.includes(r));

/** 0–1: how well one ingredient answers a concern at a time of day. */
function ingredientStrength(i: Ingredient, key: SkinConcernKey, time: TimeOfDay): number {
  if (i.active) {
    if (FIRST_CHOICE[time][key]?.includes(i.active)) return 1;
    const preferred = PREFERRED_TIME_OF_DAY[i.active];
    return preferred && preferred !== time ? 0.4 : 0.8;
  }
  if (i.roles.includes('colorant')) return 0;
  // Daily sun protection is the first defence against spots and photo-ageing.
  if (i.roles.includes('uv_filter')) return 0.6;
  if (key === 'redness') return has(i, ['soothing', 'barrier_repair']) ? 0.7 : 0.5;
  if (i.roles.every((r) => r === 'humectant' || r === 'antioxidant' || r === 'emollient')) return 0.3;
  return 0.6;
}

/** Dryness is answered by a formula, not one ingredient: water binders plus lipids that keep it in. */
function drynessStrength(helping: readonly Ingredient[]): number {
  const fromActives = helping.some((i) => i.active) ? 0.5 : 0;
  const humectant = helping.some((i) => i.roles.includes('humectant'));
  const lipid = helping.some((i) => has(i, LIPID_ROLES));
  const formula = humectant && lipid ? 0.9 : lipid ? 0.7 : humectant ? 0.5 : 0;
  return Math.max(fromActives, formula);
}

/**
 * 0–1: how well a product answers one need at a time of day, from the ingredients known to help
 * with it (a product listing the concern gets a small bonus); rinse-off products count half.
 */
export function answerStrength(product: MatchableProduct, key: SkinConcernKey, time: TimeOfDay): number {
  const memo = strengthCache.get(product) ?? new Map<string, number>();
  strengthCache.set(product, memo);
  const memoKey = `${key}@${time}`;
  const hit = memo.get(memoKey);
  if (hit !== undefined) return hit;
  const strength = computeStrength(product, key, time);
  memo.set(memoKey, strength);
  return strength;
}

/** Plan search asks the same question many times; products are read-only, so cache per object. */
const strengthCache = new WeakMap<MatchableProduct, Map<string, number>>();

function computeStrength(product: MatchableProduct, key: SkinConcernKey, time: TimeOfDay): number {
  const helping = ingredientsOf(product).known.filter((i) => i.addresses.includes(key));
  if (helping.length === 0) return 0;
  let strength =
    key === 'dryness'
      ? drynessStrength(helping)
      : Math.max(...helping.map((i) => ingredientStrength(i, key, time)));
  if (strength > 0 && product.concerns.some((c) => skinConcernKeyOf(c) === key)) {
    strength = Math.min(1, strength + 0.1);
  }
  return isRinseOff(product) ? strength / 2 : strength;
}

export interface PlacedProduct {
  product: MatchableProduct;
  time: TimeOfDay;
}

/**
 * How much of the user's needs a set of products answers: for each need, severity (0–1) times the
 * best strength among the products. 1 is one need of severity 100 fully answered.
 */
export function coverage(needs: SkinNeeds, placed: readonly PlacedProduct[]): number {
  let total = 0;
  for (const [key, severity] of needs) {
    let best = 0;
    for (const { product, time } of placed) best = Math.max(best, answerStrength(product, key, time));
    total += (severity / 100) * best;
  }
  return total;
}
