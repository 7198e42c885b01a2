import { type ConflictRule, conflictRulesBetween } from '../ingredients/conflicts';
import { ingredientsOf, isRinseOff } from './product-ingredients';
import type { MatchableProduct } from './types';

export interface ProductConflict {
  /** Product ids, in the order given. */
  a: string;
  b: string;
  rule: ConflictRule['id'];
  /** pt-BR. */
  reason: string;
  advice: string;
  /** Whether one in the morning and the other in the evening is an accepted answer. */
  splitOk: boolean;
  /** 'caution' when one side is rinsed off (cleanser, wash-off mask): brief contact, less risk. */
  severity: 'avoid' | 'caution';
}

function pairConflicts(first: MatchableProduct, second: MatchableProduct): ProductConflict[] {
  if (first.id === second.id) return [];
  const severity = isRinseOff(first) || isRinseOff(second) ? 'caution' : 'avoid';
  return conflictRulesBetween(ingredientsOf(first).actives, ingredientsOf(second).actives).map((rule) => ({
    a: first.id,
    b: second.id,
    rule: rule.id,
    reason: rule.reason,
    advice: rule.advice,
    splitOk: rule.splitOk,
    severity,
  }));
}

/**
 * The conflicting pairs among products used together (one routine, same time of day). Actives
 * inside one product are not compared: the formula was made to hold them together.
 */
export function conflictsIn(products: readonly MatchableProduct[]): ProductConflict[] {
  const found: ProductConflict[] = [];
  for (let i = 0; i < products.length; i++) {
    for (let j = i + 1; j < products.length; j++) {
      found.push(...pairConflicts(products[i] as MatchableProduct, products[j] as MatchableProduct));
    }
  }
  return found;
}

/**
 * Conflicts between the morning and the evening routine that splitting does not solve (two
 * exfoliants or two retinoids in one day). Pairs that are fine when split are not returned.
 */
export function conflictsAcrossRoutines(
  morning: readonly MatchableProduct[],
  evening: readonly MatchableProduct[],
): ProductConflict[] {
  return morning.flatMap((m) => evening.flatMap((e) => pairConflicts(m, e).filter((c) => !c.splitOk)));
}
