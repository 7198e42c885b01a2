/**
 * Statistics of a number over many faces: how it spreads across people (the share of faces at its most common
 * value, the interquartile range) and how it stays with a person across photos (ICC(1)). The bench reports them
 * per fixture set; the calibration is fitted with `quantile`.
 */

/** The q-quantile (0–1) of sorted values, linear between order statistics (type 7, R's default). */
export const quantileOfSorted = (sorted: readonly number[], q: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  const low = sorted[below] ?? Number.NaN;
  const high = sorted[above] ?? Number.NaN;
  return low + (high - low) * (at - below);
};

export const quantile = (values: readonly number[], q: number): number =>
  quantileOfSorted(
    [...values].sort((a, b) => a - b),
    q,
  );

/** Interquartile range: p75 − p25. */
export const interquartileRange = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return quantileOfSorted(sorted, 0.75) - quantileOfSorted(sorted, 0.25);
};

/** The share (0–1) of values equal to the most common value (values compared as reported, whole points). */
export const modeShare = (values: readonly number[]): number => {
  if (values.length === 0) return 0;
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return Math.max(...counts.values()) / values.length;
};

/**
 * ICC(1), one-way random effects, single measurement (Shrout and Fleiss 1979, case 1; McGraw and Wong 1996):
 * (MSB − MSW) / (MSB + (k₀ − 1)·MSW), where MSB and MSW are the mean squares between and within people and k₀
 * the group size corrected for unequal groups, (N − Σnᵢ²/N) / (a − 1). 1: every photo of a person reads the
 * same and people differ; 0 or below: a person's photos differ as much as different people do. Groups with
 * fewer than two photos are left out. NaN when fewer than two groups remain or nothing varies.
 */
export const icc1 = (groups: readonly (readonly number[])[]): number => {
  const used = groups.filter((g) => g.length >= 2);
  const a = used.length;
  const n = used.reduce((sum, g) => sum + g.length, 0);
  if (a < 2) return Number.NaN;
  const grand = used.reduce((sum, g) => sum + g.reduce((s, v) => s + v, 0), 0) / n;
  let between = 0;
  let within = 0;
  for (const g of used) {
    const mean = g.reduce((s, v) => s + v, 0) / g.length;
    between += g.length * (mean - grand) ** 2;
    for (const v of g) within += (v - mean) ** 2;
  }
  const msb = between / (a - 1);
  const msw = within / (n - a);
  const k0 = (n - used.reduce((sum, g) => sum + g.length ** 2, 0) / n) / (a - 1);
  const denominator = msb + (k0 - 1) * msw;
  return denominator > 0 ? (msb - msw) / denominator : Number.NaN;
};
