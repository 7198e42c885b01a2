import { compatibility, matchScore } from './compatibility';
import type { Compatibility, MatchableProduct, SkinProfile } from './types';

/**
 * The one compatibility number a person sees for a product, on every screen: the compatibility score for
 * their latest analysis, skin type, concerns and avoid list. Null without an analysis: a percentage that
 * measured no skin would be a claim about nothing.
 */
export const matchOf = (product: MatchableProduct, profile: SkinProfile): number | null =>
  profile.skinType === null ? null : matchScore(product, profile).score;

export type Ranked<P extends MatchableProduct> = P & { compatibility: Compatibility };

/** A product with its score and avoid-list flag, before it is placed in the order. */
interface Scored<P extends MatchableProduct> {
  product: P;
  score: number;
  /** An avoid-list alert. */
  flagged: boolean;
}

/**
 * Among products of one score, the next to show: a product without an avoid-list alert first, then the
 * category shown least so far (so equal scores span cleansers, serums, sunscreens...), then the id.
 */
function pickForVariety<P extends MatchableProduct>(tied: Scored<P>[], shown: Map<string, number>): number {
  const flagged = (s: Scored<P>) => (s.flagged ? 1 : 0);
  const timesShown = (s: Scored<P>) => shown.get(s.product.category) ?? 0;
  let best = 0;
  for (let i = 1; i < tied.length; i++) {
    const [p, q] = [tied[i] as Scored<P>, tied[best] as Scored<P>];
    const order =
      flagged(p) - flagged(q) || timesShown(p) - timesShown(q) || p.product.id.localeCompare(q.product.id);
    if (order < 0) best = i;
  }
  return best;
}

/**
 * Products ordered by their match, highest first. Variety only breaks ties: a product is never placed
 * above one with a higher score. Products with an avoid-list alert score 0 (compatibility's ceiling), so
 * they come after every product without one. With a `limit`, only that many are placed: the rest of the
 * catalog is scored (matchScore), not ordered.
 */
export function orderByMatch<P extends MatchableProduct>(
  products: readonly P[],
  profile: SkinProfile,
  { limit = Number.POSITIVE_INFINITY }: { limit?: number } = {},
): P[] {
  const byScore = new Map<number, Scored<P>[]>();
  for (const product of products) {
    const { score, alerts } = matchScore(product, profile);
    const scored = { product, score, flagged: alerts.length > 0 };
    const tied = byScore.get(scored.score);
    if (tied) tied.push(scored);
    else byScore.set(scored.score, [scored]);
  }
  const shown = new Map<string, number>();
  const ordered: P[] = [];
  for (const score of [...byScore.keys()].sort((a, b) => b - a)) {
    const tied = byScore.get(score) ?? [];
    while (tied.length > 0 && ordered.length < limit) {
      const [next] = tied.splice(pickForVariety(tied, shown), 1);
      if (!next) break;
      ordered.push(next.product);
      shown.set(next.product.category, (shown.get(next.product.category) ?? 0) + 1);
    }
    if (ordered.length >= limit) break;
  }
  return ordered;
}

/** orderByMatch's products, each copied with its whole compatibility (score, reasons, alerts, warnings). */
export const rankByMatch = <P extends MatchableProduct>(
  products: readonly P[],
  profile: SkinProfile,
  options: { limit?: number } = {},
): Ranked<P>[] =>
  orderByMatch(products, profile, options).map((product) => ({
    ...product,
    compatibility: compatibility(product, profile),
  }));
