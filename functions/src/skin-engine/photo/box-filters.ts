/**
 * Running-sum box filters (odd widths, edges clamped) on single-channel float images: three of them in cascade
 * stand for a Gaussian of large sigma in linear time (image-filters.ts, gaussianBlur).
 */

/**
 * Along rows: O(1) per pixel whatever the width. A row's running sum is one chain of additions, each waiting on
 * the last: the interior runs two rows side by side, so the processor adds one row's while the other's is in
 * flight (each row's sums are the same, in the same order).
 */
export const boxRows = (
  src: Float32Array,
  out: Float32Array,
  width: number,
  height: number,
  boxWidth: number,
) => {
  const r = (boxWidth - 1) / 2;
  const last = width - 1;
  // The running sum in three stretches (its window's left end clamped, both ends inside, its right end
  // clamped), adding and dropping the same values in the same order as one loop with the clamps inside.
  const leftClamped = Math.min(width, r);
  const rightFrom = Math.max(leftClamped, width - r - 1);
  /** A row's sum started and carried through the stretch whose window's left end is clamped. */
  const start = (row: number) => {
    const first = src[row] as number;
    const end = src[row + last] as number;
    let acc = 0;
    for (let j = -r; j <= r; j++) acc += src[row + Math.min(Math.max(j, 0), last)] as number;
    for (let x = 0; x < leftClamped; x++) {
      out[row + x] = acc / boxWidth;
      const add = x + r + 1;
      acc += (add > last ? end : (src[row + add] as number)) - first;
    }
    return acc;
  };
  /** The stretch whose window's right end is clamped, from the sum carried there. */
  const finish = (row: number, carried: number) => {
    const first = src[row] as number;
    const end = src[row + last] as number;
    let acc = carried;
    for (let x = rightFrom; x < width; x++) {
      out[row + x] = acc / boxWidth;
      const drop = x - r;
      acc += end - (drop < 0 ? first : (src[row + drop] as number));
    }
  };
  let y = 0;
  for (; y + 1 < height; y += 2) {
    const row = y * width;
    const next = row + width;
    let acc = start(row);
    let accNext = start(next);
    for (let x = leftClamped; x < rightFrom; x++) {
      out[row + x] = acc / boxWidth;
      acc += (src[row + x + r + 1] as number) - (src[row + x - r] as number);
      out[next + x] = accNext / boxWidth;
      accNext += (src[next + x + r + 1] as number) - (src[next + x - r] as number);
    }
    finish(row, acc);
    finish(next, accNext);
  }
  for (; y < height; y++) {
    const row = y * width;
    let acc = start(row);
    for (let x = leftClamped; x < rightFrom; x++) {
      out[row + x] = acc / boxWidth;
      acc += (src[row + x + r + 1] as number) - (src[row + x - r] as number);
    }
    finish(row, acc);
  }
};

/** The column sums of boxColumns, kept from one call to the next (zeroed before each). */
let columnSums = new Float32Array(0);

/** The same along columns, sweeping whole rows at a time. */
export const boxColumns = (
  src: Float32Array,
  out: Float32Array,
  width: number,
  height: number,
  boxWidth: number,
) => {
  const r = (boxWidth - 1) / 2;
  if (columnSums.length < width) columnSums = new Float32Array(width);
  const acc = columnSums;
  acc.fill(0, 0, width);
  const rowAt = (j: number) => (j < 0 ? 0 : j >= height ? height - 1 : j) * width;
  for (let j = -r; j <= r; j++) {
    const from = rowAt(j);
    for (let x = 0; x < width; x++) acc[x] = (acc[x] as number) + (src[from + x] as number);
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const add = rowAt(y + r + 1);
    const drop = rowAt(y - r);
    for (let x = 0; x < width; x++) {
      const a = acc[x] as number;
      out[row + x] = a / boxWidth;
      acc[x] = a + (src[add + x] as number) - (src[drop + x] as number);
    }
  }
};

/** Widths of three box filters whose cascade approximates a Gaussian of this sigma (Kovesi 2010). */
export const boxWidths = (sigma: number): number[] => {
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const m = Math.round((12 * sigma * sigma - 3 * lower * lower - 12 * lower - 9) / (-4 * lower - 4));
  return [0, 1, 2].map((i) => (i < m ? lower : lower + 2));
};
