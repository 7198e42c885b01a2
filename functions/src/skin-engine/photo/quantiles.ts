/** Quantiles of float images over fine histograms (the zone measures' medians and spreads). */

/** The bin of a value in a fine histogram of `bins` bins over [min, max] (`scale` = bins / (max − min)), clamped. */
const binOf = (value: number, min: number, scale: number, bins: number) => {
  const bin = Math.floor((value - min) * scale);
  return bin < 0 ? 0 : bin >= bins ? bins - 1 : bin;
};

/**
 * The value of the first bin from `first` to `last` where the running sum passes `target` (or reaches it, when
 * `reaching`), max when none does; every scanned bin is cleared, so the histogram is all 0 for the next call.
 */
const scanHistogram = (
  sums: Float64Array,
  first: number,
  last: number,
  target: number,
  reaching: boolean,
  min: number,
  max: number,
  scale: number,
): number => {
  let seen = 0;
  let found: number | undefined;
  for (let bin = first; bin <= last; bin++) {
    seen += sums[bin] as number;
    if (found === undefined && (reaching ? seen >= target : seen > target)) found = min + (bin + 0.5) / scale;
    sums[bin] = 0;
  }
  return found ?? max;
};

/**
 * The histogram quantile() counts in, kept between calls (every bin is 0 between them). Float64 like
 * weightedQuantile()'s, so scanHistogram sees one array type (counts stay exact integers far beyond any image).
 */
let histogram = new Float64Array(0);

/**
 * Value at quantile q (0–1) from a fine histogram over [min, max] (values outside are clamped): linear time and
 * exact to (max − min) / bins, which is far below what the scores can resolve.
 */
export const quantile = (
  values: ArrayLike<number>,
  q: number,
  min = -200,
  max = 200,
  bins = 16_000,
): number => {
  if (values.length === 0) return Number.NaN;
  if (histogram.length < bins) histogram = new Float64Array(bins);
  const counts = histogram;
  const scale = bins / (max - min);
  // Only the bins the values fall in are scanned and cleared again (a zone's values span a few hundred).
  let first = bins - 1;
  let last = 0;
  for (let i = 0; i < values.length; i++) {
    const index = binOf(values[i] ?? 0, min, scale, bins);
    counts[index] = (counts[index] as number) + 1;
    if (index < first) first = index;
    if (index > last) last = index;
  }
  return scanHistogram(counts, first, last, q * (values.length - 1), false, min, max, scale);
};

/** The weighted histogram weightedQuantile() sums in, kept between calls (every bin is 0 between them). */
let weightHistogram = new Float64Array(0);

/**
 * Weighted quantile (each value counts its weight, 0–1) from the same fine histogram as quantile(): a value
 * whose weight fades towards 0 (a pixel at a soft mask's limit) leaves the quantile gradually. Its quantile is of
 * the weight (q × total, reached), quantile()'s of the count (q × (n − 1), passed), so the two are kept apart.
 */
export const weightedQuantile = (
  values: ArrayLike<number>,
  weights: ArrayLike<number>,
  q: number,
  min = -200,
  max = 200,
  bins = 16_000,
): number => {
  if (weightHistogram.length < bins) weightHistogram = new Float64Array(bins);
  const sums = weightHistogram;
  const scale = bins / (max - min);
  let first = bins - 1;
  let last = 0;
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const w = weights[i] ?? 0;
    if (!(w > 0)) continue;
    const index = binOf(values[i] ?? 0, min, scale, bins);
    sums[index] = (sums[index] as number) + w;
    total += w;
    if (index < first) first = index;
    if (index > last) last = index;
  }
  if (!(total > 0)) return Number.NaN;
  return scanHistogram(sums, first, last, q * total, true, min, max, scale);
};
