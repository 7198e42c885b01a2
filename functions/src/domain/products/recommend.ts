import { type ConcernMatch, concernMatches } from './compatibility';
import { rankByMatch } from './match';
import type { Compatibility, MatchableProduct, SkinProfile } from './types';

export type Recommended<P extends MatchableProduct> = P & {
  recommendationScore: number;
  recommendationReason: string;
  compatibility: Compatibility;
};

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

/**
 * The `limit` best matches for a measured skin (match.ts: highest score first, variety only among equal
 * scores, products with an avoid-list alert last), each with the sentence that explains it.
 */
export function recommend<P extends MatchableProduct>(
  products: readonly P[],
  profile: SkinProfile,
  { limit = 10 }: { limit?: number } = {},
): Recommended<P>[] {
  // The reason is a sentence for the products shown: written for the `limit` returned, not the whole catalog.
  return rankByMatch(products, profile, { limit }).map(
    (product): Recommended<P> => ({
      ...product,
      recommendationScore: product.compatibility.score,
      recommendationReason: recommendationReason(product, profile),
    }),
  );
}
