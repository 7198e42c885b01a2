import { compatibility } from './compatibility';
import type { Compatibility, MatchableProduct, SkinProfile } from './types';

/**
 * The one compatibility number a person sees for a product, on every screen: the compatibility score for
 * their latest analysis, skin type, concerns and avoid list. Null without an analysis: a percentage that
 * measured no skin would be a claim about nothing.
 */
export const matchOf = (product: MatchableProduct, profile: SkinProfile): number | null =>
  profile.skinType === null ? null : compatibility(product, profile).score;

export type Ranked<P extends MatchableProduct> = P & { compatibility: Compatibility };

const flagged = (p: Ranked<MatchableProduct>) => p.compatibility.alerts.length > 0;

/**
 * Among products of one score, the next to show: a product without an avoid-list alert first, then the
 * category shown least so far (so equal scores span cleansers, serums, sunscreens...), then the id.
 */
function pickForVariety<P extends MatchableProduct>(tied: Ranked<P>[], shown: Map<string, number>): number {
  const order = (p: Ranked<P>) => [flagged(p) ? 1 : 0, shown.get(p.category) ?? 0] as const;
  let best = 0;
  for (let i = 1; i < tied.length; i++) {
    const [p, q] = [tied[i] as Ranked<P>, tied[best] as Ranked<P>];
    const [a, b] = [order(p), order(q)];
    if ((a[0] - b[0] || a[1] - b[1] || p.id.localeCompare(q.id)) < 0) best = i;
  }
  return best;
}

/**
 * Products ordered by their match, highest first. Variety only breaks ties: a product is never placed
 * above one with a higher score. Products with an avoid-list alert score 0 (compatibility's ceiling), so
 * they come after every product without one.
 */
export function rankByMatch<P extends MatchableProduct>(
  products: readonly P[],
  profile: SkinProfile,
): Ranked<P>[] {
  const scored = products.map((p): Ranked<P> => ({ ...p, compatibility: compatibility(p, profile) }));
  const byScore = new Map<number, Ranked<P>[]>();
  for (const p of scored) {
    const tied = byScore.get(p.compatibility.score);
    if (tied) tied.push(p);
    else byScore.set(p.compatibility.score, [p]);
  }
  const shown = new Map<string, number>();
  const ranked: Ranked<P>[] = [];
  for (const score of [...byScore.keys()].sort((a, b) => b - a)) {
    const tied = byScore.get(score) ?? [];
    while (tied.length > 0) {
      const [next] = tied.splice(pickForVariety(tied, shown), 1);
      if (!next) break;
      ranked.push(next);
      shown.set(next.category, (shown.get(next.category) ?? 0) + 1);
    }
  }
  return ranked;
}
