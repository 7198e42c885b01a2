/**
 * Calibration: every reported 0–100 number is a position among reference faces, not a ramp between two
 * anchors. A raw measure's value is placed among the same measure's values on the reference set (one photo each
 * of 100+ people, functions/test/fixtures/images/reference, SOURCES.md): the score is 1 + 98 × its percentile
 * there, so typical faces spread over the scale. 0 and 100 are reached only beyond the reference range: past
 * the lowest (highest) reference value the score falls (rises) linearly to 0 (100) over a quarter of the
 * reference range, so a face outside every reference face still reads how far out it is, a little.
 *
 * A number made of several measures (the oiliness of shine, highlights and pores) averages its parts'
 * percentiles with fixed weights and places that average among the reference faces' averages in turn, so each
 * part counts by its rank, whatever its units, and the result is spread like a single measure.
 */

/** Percentile knots of a measure on the reference set: its values at p = 0, 1/(n−1), …, 1 (n knots). */
export type Knots = readonly number[];

/** The share of the reference range over which a score runs from 1 to 0 (or 99 to 100) beyond it. */
export const TAIL_SHARE = 0.25;

/**
 * Where `value` sits among the reference values, 0–100: 1–99 within the reference range, 0 and 100 only beyond
 * it. Ties (several knots at one value, as a measure that reads 0 on many faces) place the value at the middle
 * of the tied run, as a mid-rank does.
 */
export const placeAmong = (knots: Knots, value: number): number => {
  const n = knots.length;
  const first = knots[0];
  const last = knots[n - 1];
  if (first === undefined || last === undefined || !Number.isFinite(value)) return Number.NaN;
  const tail = Math.max((last - first) * TAIL_SHARE, Number.EPSILON);
  if (value < first) return Math.max(0, 1 - (first - value) / tail);
  if (value > last) return Math.min(100, 99 + (value - last) / tail);
  let low = 0;
  while (low < n - 1 && (knots[low + 1] ?? last) < value) low++;
  // Tied knots at exactly `value`: the middle of the run.
  let firstTie = -1;
  let lastTie = -1;
  for (let i = 0; i < n; i++)
    if (knots[i] === value) {
      if (firstTie < 0) firstTie = i;
      lastTie = i;
    }
  const position =
    firstTie >= 0
      ? (firstTie + lastTie) / 2
      : low + (value - (knots[low] ?? first)) / ((knots[low + 1] ?? last) - (knots[low] ?? first));
  return 1 + (98 * position) / Math.max(1, n - 1);
};

/** The knots (n of them, evenly spaced in p) of reference values, linear between order statistics. */
export const knotsOf = (values: readonly number[], count = 21): number[] => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return Array.from({ length: count }, (_, i) => {
    const at = ((sorted.length - 1) * i) / (count - 1);
    const below = Math.floor(at);
    const low = sorted[below] ?? Number.NaN;
    const high = sorted[Math.min(sorted.length - 1, below + 1)] ?? Number.NaN;
    return low + (high - low) * (at - below);
  });
};
