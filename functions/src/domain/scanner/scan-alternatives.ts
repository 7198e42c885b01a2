import type { MatchableProduct } from '../products/types';

export interface CandidateProduct extends MatchableProduct {
  name: string;
  brand: string;
  image: string | null;
  /** Dictionary keys of its INCI list (scan-report's productKeys). */
  keys: ReadonlySet<string>;
  /** Whether the product is flagged for the person by the product rules (an avoid-list alert). */
  alerted: boolean;
}

/**
 * Catalog products whose list is most like the scanned one (share of the scan's recognised ingredients they also
 * have) and that contain none of the ingredients flagged on the scan nor anything on the avoid list.
 */
export function scanAlternatives(
  scanned: ReadonlySet<string>,
  flagged: ReadonlySet<string>,
  catalog: readonly CandidateProduct[],
  n = 3,
) {
  if (scanned.size === 0) return [];
  return catalog
    .filter((p) => !p.alerted && ![...flagged].some((key) => p.keys.has(key)))
    .map((p) => ({ p, shared: [...scanned].filter((key) => p.keys.has(key)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.p.id.localeCompare(b.p.id))
    .slice(0, n)
    .map(({ p, shared }) => ({
      id: p.id,
      name: p.name,
      brand: p.brand,
      image: p.image,
      similarity: Math.round((100 * shared) / scanned.size),
    }));
}
