import { type ParsedIngredient, parseIngredients } from '../ingredients/lookup';
import type { ActiveClass, Ingredient } from '../ingredients/types';
import { SKIN_CONCERN_KEYS, type SkinConcernKey } from './skin-concerns';
import type { MatchableProduct } from './types';

/**
 * A product's label read once against the knowledge module, with what the compatibility rules ask of it for
 * every person: ranking scores the whole catalog on each request, so nothing here is worked out per request.
 */
export interface ProductIngredients {
  parsed: ParsedIngredient[];
  known: Ingredient[];
  actives: Set<ActiveClass>;
  /** The ingredient that answers each concern the label helps with (`evidenceFor`). */
  evidence: ReadonlyMap<SkinConcernKey, Ingredient>;
  irritants: Ingredient[];
  /** Comedogenic 3 of 5 or more. */
  comedogenic: Ingredient[];
  drying: Ingredient[];
}

/**
 * Labels read so far, by their ingredient list: a ranked or presented copy of a product (`{...product}`) shares its
 * list, so it is not read again. A list typed as one string is read each time.
 */
const readLabels = new WeakMap<readonly string[], ProductIngredients>();

/** Reads (and remembers, per ingredient list) what a product's ingredient list contains. */
export function ingredientsOf(product: MatchableProduct): ProductIngredients {
  const list = product.ingredients;
  if (typeof list === 'string') return readLabel(list);
  let read = readLabels.get(list);
  if (!read) {
    read = readLabel(list);
    readLabels.set(list, read);
  }
  return read;
}

function readLabel(list: string | readonly string[]): ProductIngredients {
  const parsed = parseIngredients(list);
  const known = uniqueById(parsed.flatMap((p) => (p.ingredient ? [p.ingredient] : [])));
  const actives = new Set(known.flatMap((i) => (i.active ? [i.active] : [])));
  const evidence = new Map<SkinConcernKey, Ingredient>();
  for (const concern of SKIN_CONCERN_KEYS) {
    const best = bestEvidence(known, concern);
    if (best) evidence.set(concern, best);
  }
  return {
    parsed,
    known,
    actives,
    evidence,
    irritants: known.filter((i) => i.irritant),
    comedogenic: known.filter((i) => (i.comedogenic ?? 0) >= 3),
    drying: known.filter((i) => i.drying),
  };
}

function uniqueById(list: Ingredient[]): Ingredient[] {
  const seen = new Set<string>();
  return list.filter((i) => !seen.has(i.id) && seen.add(i.id));
}

/**
 * The ingredient that best explains why the product helps with a concern: treatment actives first,
 * then other helpers, then plain humectants (so 'glicerina' does not answer for 'Oleosidade');
 * within each group the first on the label, since labels list by decreasing amount.
 */
export const evidenceFor = (product: MatchableProduct, concern: SkinConcernKey): Ingredient | undefined =>
  ingredientsOf(product).evidence.get(concern);

function bestEvidence(known: readonly Ingredient[], concern: SkinConcernKey): Ingredient | undefined {
  const helping = known.filter((i) => i.addresses.includes(concern) && i.effect);
  return helping.find((i) => i.active) ?? helping.find((i) => !i.roles.includes('humectant')) ?? helping[0];
}

/** Cleansers and wash-off masks stay on the skin briefly, so their actives weigh less. */
export function isRinseOff(product: MatchableProduct): boolean {
  if (product.category === 'cleansers') return true;
  if (product.category !== 'masks') return false;
  return !(product.tags ?? []).some((t) => /sem enx[aá]gue|leave-on|noturna/i.test(t));
}
