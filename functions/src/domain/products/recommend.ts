import { type ConcernMatch, compatibility, concernMatches } from './compatibility';
import type { Compatibility, MatchableProduct, SkinProfile } from './types';

export type Recommended<P extends MatchableProduct> = P & {
  recommendationScore: number;
  recommendationReason: string;
  compatibility: Compatibility;
};

/**
 * How many score points each product already picked from the same category costs a candidate, so
 * the list spans cleansers, serums, sunscreens... instead of ten similar serums.
 */
export const CATEGORY_REPEAT_PENALTY = 6;

/** pt-BR sentence naming the measured concern the product answers, and the ingredient that does it. */
export function recommendationReason(product: MatchableProduct, profile: SkinProfile): string {
  const best: ConcernMatch | undefined = concernMatches(product, profile).find((m) => m.strength >= 0.7);
  if (best) {
    const label = `${best.name} (${Math.round(best.severity)}%)`;
    return best.evidence
      ? `Indicado para ${label}: contém ${best.evidence.ptName}, que ${best.evidence.effect}.`
      : `Indicado para ${label}.`;
  }
  if (profile.skinType) return `Compatível com pele ${profile.skinType.toLowerCase()}.`;
  return 'Produto de cuidado diário sem ingredientes da sua lista de alertas.';
}

type Scored<P extends MatchableProduct> = P & { recommendationScore: number; compatibility: Compatibility };

const byScoreThenId = <P extends MatchableProduct>(a: Scored<P>, b: Scored<P>) =>
  b.recommendationScore - a.recommendationScore || a.id.localeCompare(b.id);

/**
 * Ranks products for a measured skin. Products with an avoid-list alert never reach the top: they
 * come after every product without one. Among the rest a greedy pick trades a little score for
 * variety of categories (see CATEGORY_REPEAT_PENALTY).
 */
export function recommend<P extends MatchableProduct>(
  products: readonly P[],
  profile: SkinProfile,
  { limit = 10 }: { limit?: number } = {},
): Recommended<P>[] {
  // The reason is a sentence for the products shown: written for the `limit` returned, not the whole catalog.
  const scored = products.map((product): Scored<P> => {
    const fit = compatibility(product, profile);
    return { ...product, recommendationScore: fit.score, compatibility: fit };
  });
  const safe = scored.filter((p) => p.compatibility.alerts.length === 0).sort(byScoreThenId);
  const flagged = scored.filter((p) => p.compatibility.alerts.length > 0).sort(byScoreThenId);

  const picked: Scored<P>[] = [];
  const perCategory = new Map<string, number>();
  const pool = [...safe];
  while (pool.length > 0 && picked.length < limit) {
    let bestIndex = 0;
    let bestValue = Number.NEGATIVE_INFINITY;
    pool.forEach((p, i) => {
      const value = p.recommendationScore - CATEGORY_REPEAT_PENALTY * (perCategory.get(p.category) ?? 0);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = i;
      }
    });
    const [next] = pool.splice(bestIndex, 1);
    if (!next) break;
    picked.push(next);
    perCategory.set(next.category, (perCategory.get(next.category) ?? 0) + 1);
  }
  return [...picked, ...flagged].slice(0, limit).map(
    (product): Recommended<P> => ({
      ...product,
      recommendationReason: recommendationReason(product, profile),
    }),
  );
}
