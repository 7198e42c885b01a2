import { type ParsedIngredient, parseIngredients } from '../ingredients/lookup';
import type { ActiveClass, Ingredient } from '../ingredients/types';
import type { SkinConcernKey } from './skin-concerns';
import type { MatchableProduct } from './types';

/** A product's label read once against the knowledge module. */
export interface ProductIngredients {
  parsed: ParsedIngredient[];
  known: Ingredient[];
  actives: Set<ActiveClass>;
}

const cache = new WeakMap<MatchableProduct, ProductIngredients>();

/** Reads (and remembers, per product object) what a product's ingredient list contains. */
export function ingredientsOf(product: MatchableProduct): ProductIngredients {
  const hit = cache.get(product);
  if (hit) return hit;
  const parsed = parseIngredients(product.ingredients);
  const known = uniqueById(parsed.flatMap((p) => (p.ingredient ? [p.ingredient] : [])));
  const actives = new Set(known.flatMap((i) => (i.active ? [i.active] : [])));
  const read = { parsed, known, actives };
  cache.set(product, read);
  return read;
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
export function evidenceFor(product: MatchableProduct, concern: SkinConcernKey): Ingredient | undefined {
  const helping = ingredientsOf(product).known.filter((i) => i.addresses.includes(concern) && i.effect);
  return helping.find((i) => i.active) ?? helping.find((i) => !i.roles.includes('humectant')) ?? helping[0];
}

/** Cleansers and wash-off masks stay on the skin briefly, so their actives weigh less. */
export function isRinseOff(product: MatchableProduct): boolean {
  if (product.category === 'cleansers') return true;
  if (product.category !== 'masks') return false;
  return !(product.tags ?? []).some((t) => /sem enx[aá]gue|leave-on|noturna/i.test(t));
}
