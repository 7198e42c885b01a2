import { FAMILIES, type IngredientFamily } from './families';
import { findIngredient, spellingsOf } from './lookup';
import { normalizeIngredientName } from './normalize';
import type { Ingredient } from './types';

/** How one avoid-list term was understood. */
export type AvoidTerm =
  | { term: string; kind: 'family'; family: IngredientFamily }
  | { term: string; kind: 'ingredient'; ingredient: Ingredient }
  | { term: string; kind: 'text'; folded: string };

const FAMILY_BY_ALIAS = new Map(
  FAMILIES.flatMap((f) =>
    [f.key, f.ptName, ...f.aliases].map((a) => [normalizeIngredientName(a), f] as const),
  ),
);

/** Below this length a free-text term would match too much ('oil' inside every oil). */
const MIN_TEXT_TERM = 3;

/**
 * Reads a term the user typed in their avoid list. A family name ('parabenos') covers its members,
 * a known ingredient by any alias ('ácido salicilico') covers that ingredient, and anything else is
 * matched as whole words inside label entries (e.g. 'peanut' in 'Arachis Hypogaea (Peanut) Oil').
 */
export function readAvoidTerm(term: string): AvoidTerm | undefined {
  const folded = normalizeIngredientName(term);
  if (!folded) return undefined;
  const family = FAMILY_BY_ALIAS.get(folded);
  if (family) return { term, kind: 'family', family };
  const ingredient = findIngredient(term);
  if (ingredient) return { term, kind: 'ingredient', ingredient };
  if (folded.length < MIN_TEXT_TERM) return undefined;
  return { term, kind: 'text', folded };
}

const containsWords = (haystack: string, needle: string) =>
  ` ${normalizeIngredientName(haystack)} `.includes(` ${needle} `);

/** Whether a label entry (and the ingredient it was resolved to, if any) falls under an avoid term. */
export function avoidTermMatches(avoid: AvoidTerm, raw: string, ingredient: Ingredient | undefined): boolean {
  switch (avoid.kind) {
    case 'family':
      return ingredient !== undefined && avoid.family.includes(ingredient);
    case 'ingredient':
      return ingredient?.id === avoid.ingredient.id;
    case 'text':
      return (
        containsWords(raw, avoid.folded) ||
        (ingredient !== undefined && spellingsOf(ingredient).some((s) => containsWords(s, avoid.folded)))
      );
  }
}
