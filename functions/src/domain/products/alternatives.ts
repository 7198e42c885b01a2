import { compatibility, matchScore } from './compatibility';
import { ingredientsOf } from './product-ingredients';
import { skinConcernKeyOf } from './skin-concerns';
import type { Compatibility, MatchableProduct, SkinProfile } from './types';

/** Points per concern the alternative shares with the original, so it serves the same purpose. */
const SHARED_CONCERN_POINTS = 5;

/**
 * Up to `n` products of the same category that contain none of the ingredients the original was
 * flagged for (nor anything else on the avoid list), best fit first.
 */
export function alternatives<P extends MatchableProduct>(
  product: MatchableProduct,
  catalog: readonly P[],
  profile: SkinProfile,
  n = 3,
): Array<P & { compatibility: Compatibility }> {
  const flaggedRaw = new Set(compatibility(product, profile).alerts.map((a) => a.ingredient));
  const flaggedIds = new Set(
    ingredientsOf(product).parsed.flatMap((p) =>
      flaggedRaw.has(p.raw) && p.ingredient ? [p.ingredient.id] : [],
    ),
  );
  const originalConcerns = new Set(product.concerns.flatMap((k) => skinConcernKeyOf(k) ?? []));
  const sharedConcerns = (c: MatchableProduct) =>
    c.concerns.filter((k) => {
      const key = skinConcernKeyOf(k);
      return key !== undefined && originalConcerns.has(key);
    }).length;

  return catalog
    .filter((c) => c.id !== product.id && c.category === product.category)
    .filter((c) => !ingredientsOf(c).known.some((i) => flaggedIds.has(i.id)))
    .map((c) => ({ c, match: matchScore(c, profile) }))
    .filter(({ match }) => match.alerts.length === 0)
    .map(({ c, match }) => ({ c, rank: match.score + SHARED_CONCERN_POINTS * sharedConcerns(c) }))
    .sort((a, b) => b.rank - a.rank || a.c.id.localeCompare(b.c.id))
    .slice(0, n)
    .map(({ c }) => ({ ...c, compatibility: compatibility(c, profile) }));
}
