import { readAvoidTerm } from '../domain/ingredients/avoid-list';

/** The avoid list with how each term is read, so the profile can show 'parabenos → família' before any alert. */
export const presentAllergies = (terms: string[], updatedAt: string | null) => ({
  allergies: terms,
  terms: terms.map((term) => {
    const read = readAvoidTerm(term);
    if (!read) return { term, matchedAs: null, name: null };
    if (read.kind === 'family') return { term, matchedAs: 'family' as const, name: read.family.ptName };
    if (read.kind === 'ingredient')
      return { term, matchedAs: 'ingredient' as const, name: read.ingredient.ptName };
    return { term, matchedAs: 'text' as const, name: null };
  }),
  updatedAt,
});
