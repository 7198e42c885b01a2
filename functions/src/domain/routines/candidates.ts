import { SENSITIVE_THRESHOLD } from '@pele/shared/constants';
import type { ProductCategory } from '@pele/shared/schemas/products';
import { PREFERRED_TIME_OF_DAY, type TimeOfDay } from '../ingredients/conflicts';
import { ingredientsOf, isRinseOff } from '../products/product-ingredients';
import type { Compatibility, MatchableProduct } from '../products/types';
import type { StepKind } from './step-text';

/** A catalog or stored product, with what a step card shows. */
export interface RoutineProduct extends MatchableProduct {
  name: string;
  brand: string;
  /** Stored image key ('catalog/<id>.svg'); served under /media/. */
  imageKey?: string;
}

export const SLOT_CATEGORIES: Record<StepKind, readonly ProductCategory[]> = {
  cleanse: ['cleansers'],
  treat: ['serums'],
  extra_treat: ['serums'],
  moisturise: ['moisturizers'],
  sunscreen: ['sunscreens'],
  mask: ['masks'],
};

/** Steps the routine always has; with no fitting product they name a generic one instead. */
export const ESSENTIAL_KINDS: readonly StepKind[] = ['cleanse', 'moisturise', 'sunscreen'];

/** From this sensitive tendency (0–1) products with fragrance are left out: the products domain warns from here. */
export const FRAGRANCE_FREE_FROM = 0.4;
/** From this tendency any known irritant is left out too (spec 9's sensitive threshold, 60). */
export const IRRITANT_FREE_FROM = SENSITIVE_THRESHOLD / 100;

const tagged = (product: MatchableProduct, pattern: RegExp) =>
  (product.tags ?? []).some((t) => pattern.test(t));

/** Actives that belong to the evening (conflict rules: retinoids and AHAs raise sun sensitivity). */
const eveningOnly = (product: MatchableProduct) =>
  [...ingredientsOf(product).actives].some((a) => PREFERRED_TIME_OF_DAY[a] === 'evening');

/**
 * Whether a product may fill a step at a time of day, before taste: the right category; face
 * products only (not eye-area or lip products); no tinted sunscreen (the shade is the user's call);
 * no oil or balm meant as the first half of a double cleanse; leave-on masks only, since a daily
 * checklist cannot hold a weekly wash-off mask; nothing for the night (retinoid, AHA, 'uso noturno')
 * in the morning.
 */
export function fitsStep(product: MatchableProduct, kind: StepKind, time: TimeOfDay): boolean {
  if (!SLOT_CATEGORIES[kind].includes(product.category)) return false;
  if (tagged(product, /área dos olhos|area dos olhos|lábios|labios/i)) return false;
  if (kind === 'sunscreen' && tagged(product, /com cor/i)) return false;
  if (kind === 'cleanse' && tagged(product, /dupla limpeza/i)) return false;
  if (kind === 'mask' && isRinseOff(product)) return false;
  if (time === 'morning' && (eveningOnly(product) || tagged(product, /uso noturno|noturna/i))) return false;
  return true;
}

/** Gentle enough for the measured sensitivity: no fragrance from 40%, no known irritant from 60%. */
export function gentleEnough(product: MatchableProduct, sensitive: number): boolean {
  const known = ingredientsOf(product).known;
  if (sensitive >= FRAGRANCE_FREE_FROM) {
    if (known.some((i) => i.roles.includes('fragrance')) || tagged(product, /perfumado/i)) return false;
  }
  if (sensitive >= IRRITANT_FREE_FROM && known.some((i) => i.irritant)) return false;
  return true;
}

/** Points off a product used at the less suited time: vitamin C or 'uso diurno' products at night. */
export const OFF_TIME_PENALTY = 15;

export function timePenalty(product: MatchableProduct, time: TimeOfDay): number {
  if (time !== 'evening') return 0;
  const dayActive = [...ingredientsOf(product).actives].some((a) => PREFERRED_TIME_OF_DAY[a] === 'morning');
  return dayActive || tagged(product, /uso diurno/i) ? OFF_TIME_PENALTY : 0;
}

/**
 * The products that may fill a step, best first (compatibility score minus the time penalty, then id
 * for determinism). Avoided ingredients never pass. Treatments and masks must be gentle enough for
 * the measured sensitivity; essential steps fall back to any product when none is.
 */
export function stepCandidates<P extends RoutineProduct>(
  catalog: readonly P[],
  kind: StepKind,
  time: TimeOfDay,
  ctx: { fit: (p: P) => Compatibility; sensitive: number },
): P[] {
  const safe = catalog.filter((p) => fitsStep(p, kind, time) && ctx.fit(p).alerts.length === 0);
  const gentle = safe.filter((p) => gentleEnough(p, ctx.sensitive));
  const pool = gentle.length > 0 || !ESSENTIAL_KINDS.includes(kind) ? gentle : safe;
  const value = (p: P) => ctx.fit(p).score - timePenalty(p, time);
  return pool.sort((a, b) => value(b) - value(a) || a.id.localeCompare(b.id));
}
