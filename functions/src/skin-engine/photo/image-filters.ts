import { boxColumns, boxRows, boxWidths } from './box-filters';
import { type Allocate, fresh } from './scratch-images';

/** Small image-processing kernels on single-channel float images (row-major), used by the zone measures. */

const kernels = new Map<number, Float32Array>();

/** The normalised Gaussian kernel of radius ⌈3σ⌉ (cached per sigma). */
export const gaussianKernel = (sigma: number): Float32Array => {
  const known = kernels.get(sigma);
  if (known) return known;
  const radius = Math.max(1, Math.ceil(3 * sigma));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) {
    const v = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel[i + radius] = v;
    sum += v;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i] = (kernel[i] ?? 0) / sum;
  kernels.set(sigma, kernel);
  return kernel;
};

/**
 * Horizontal convolution with a symmetric kernel and clamped edges. Mirror taps are added before multiplying
 * (half the multiplications), and the interior loop has no bounds logic: these two loops are the analyzer's
 * hottest code. With `spans` (rowSpans), only each row's span is computed (the others are left as they are), each
 * pixel by the same sums as in a whole row.
 */
const convolveRows = (
  src: Float32Array,
  out: Float32Array,
  width: number,
  height: number,
  kernel: Float32Array,
  spans?: Int32Array,
) => {
  const r = (kernel.length - 1) / 2;
  const centre = kernel[r] as number;
  // The columns whose taps all fall inside the row; the ones before and after clamp to the row's ends.
  const interiorFrom = Math.min(r, width);
  const interiorTo = Math.max(interiorFrom, width - r);
  const clamped = (row: number, x: number) => {
    const c = row + x;
    let acc = (src[c] as number) * centre;
    for (let k = 1; k <= r; k++) {
      const left = Math.max(x - k, 0);
      const right = Math.min(x + k, width - 1);
      acc += ((src[row + left] as number) + (src[row + right] as number)) * (kernel[r + k] as number);
    }
    out[c] = acc;
  };
  /** Columns `from` to `to` (excluded) of the row starting at `row`. */
  const span = (row: number, from: number, to: number) => {
    const interiorStart = Math.min(Math.max(from, interiorFrom), to);
    const interiorEnd = Math.max(Math.min(to, interiorTo), interiorStart);
    for (let x = from; x < interiorStart; x++) clamped(row, x);
    // Two pixels at a time: each one's sum is a chain of additions, and two chains run side by side.
    let c = row + interiorStart;
    const end = row + interiorEnd;
    for (; c + 1 < end; c += 2) {
      let acc = (src[c] as number) * centre;
      let accNext = (src[c + 1] as number) * centre;
      for (let k = 1; k <= r; k++) {
        const weight = kernel[r + k] as number;
        acc += ((src[c - k] as number) + (src[c + k] as number)) * weight;
        accNext += ((src[c + 1 - k] as number) + (src[c + 1 + k] as number)) * weight;
      }
      out[c] = acc;
      out[c + 1] = accNext;
    }
    for (; c < end; c++) {
      let acc = (src[c] as number) * centre;
      for (let k = 1; k <= r; k++)
        acc += ((src[c - k] as number) + (src[c + k] as number)) * (kernel[r + k] as number);
      out[c] = acc;
    }
    for (let x = interiorEnd; x < to; x++) clamped(row, x);
  };
  for (let y = 0; y < height; y++)
    if (spans) span(y * width, spans[2 * y] as number, spans[2 * y + 1] as number);
    else span(y * width, 0, width);
};

/**
 * Per row, the columns [from, to) a vertical kernel of radius r reads there when it is computed only at the pixels
 * of `only`: from the first to the last column of `only` in the rows within r of it (gaps inside included).
 */
const rowSpans = (only: Uint8Array, width: number, height: number, r: number): Int32Array => {
  const first = new Int32Array(height);
  const last = new Int32Array(height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width && !only[row + x]) x++;
    first[y] = x;
    let end = width - 1;
    while (end > x && !only[row + end]) end--;
    last[y] = x < width ? end : -1;
  }
  const spans = new Int32Array(2 * height);
  for (let y = 0; y < height; y++) {
    let from = width;
    let to = -1;
    for (let j = Math.max(0, y - r); j <= Math.min(height - 1, y + r); j++) {
      if ((last[j] as number) < 0) continue;
      from = Math.min(from, first[j] as number);
      to = Math.max(to, last[j] as number);
    }
    spans[2 * y] = to < 0 ? 0 : from;
    spans[2 * y + 1] = to + 1;
  }
  return spans;
};

/**
 * Vertical convolution (symmetric kernel), accumulated row by row so memory is read contiguously. With `only`,
 * just those pixels are computed (the others stay 0), each rounded to float32 after every tap exactly as the
 * row-by-row sweep rounds it: the zones' skin is about a fifth of the pixels the filters sweep.
 */
const convolveColumns = (
  src: Float32Array,
  out: Float32Array,
  width: number,
  height: number,
  kernel: Float32Array,
  only?: Uint8Array,
) => {
  const r = (kernel.length - 1) / 2;
  const centre = kernel[r] as number;
  const rowAt = (j: number) => (j < 0 ? 0 : j >= height ? height - 1 : j) * width;
  if (only) {
    // Each row's clamped neighbour rows, found once a row rather than once a tap.
    const above = new Int32Array(r + 1);
    const below = new Int32Array(r + 1);
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let k = 1; k <= r; k++) {
        above[k] = rowAt(y - k);
        below[k] = rowAt(y + k);
      }
      for (let x = 0; x < width; x++) {
        const i = row + x;
        if (!only[i]) continue;
        let acc = Math.fround((src[i] as number) * centre);
        for (let k = 1; k <= r; k++)
          acc = Math.fround(
            acc +
              ((src[(above[k] as number) + x] as number) + (src[(below[k] as number) + x] as number)) *
                (kernel[r + k] as number),
          );
        out[i] = acc;
      }
    }
    return;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = (src[row + x] as number) * centre;
    for (let k = 1; k <= r; k++) {
      const above = rowAt(y - k);
      const below = rowAt(y + k);
      const weight = kernel[r + k] as number;
      for (let x = 0; x < width; x++)
        out[row + x] =
          (out[row + x] as number) + ((src[above + x] as number) + (src[below + x] as number)) * weight;
    }
  }
};

/** Below this sigma gaussianBlur convolves with the exact kernel, from it on with three box filters. */
export const KERNEL_SIGMA_LIMIT = 1.8;

/**
 * Separable Gaussian blur with clamped edges: exact kernel for small sigma (below 1.8), three box passes (within a few
 * percent of a Gaussian, and linear time) for large sigma.
 */
export const gaussianBlur = (
  src: Float32Array,
  width: number,
  height: number,
  sigma: number,
  allocate: Allocate = fresh,
  /** Where the result is read: for small sigma only these pixels are computed (the others are 0). */
  only?: Uint8Array,
): Float32Array => {
  if (sigma < KERNEL_SIGMA_LIMIT) {
    const kernel = gaussianKernel(sigma);
    const tmp = allocate(src.length);
    const out = allocate(src.length);
    // The row pass only where the column pass reads it: the rows within the kernel's radius of `only`.
    const spans = only && rowSpans(only, width, height, (kernel.length - 1) / 2);
    convolveRows(src, tmp, width, height, kernel, spans);
    convolveColumns(tmp, out, width, height, kernel, only);
    return out;
  }
  // The first row pass reads the source itself, the next ones the last column pass's output.
  // Every pass writes every pixel.
  const tmp = allocate(src.length, true);
  const a = allocate(src.length, true);
  let from = src;
  for (const w of boxWidths(sigma)) {
    boxRows(from, tmp, width, height, w);
    boxColumns(tmp, a, width, height, w);
    from = a;
  }
  return a;
};

/**
 * Gaussian blur that only averages pixels inside the mask (normalized convolution, Knutsson & Westin 1993):
 * local means on the skin are not pulled towards hair, eyes or background at the zone borders. The blurred
 * mask is computed once per sigma and reused for every channel.
 */
export const maskedBlurrer = (
  mask: Uint8Array,
  width: number,
  height: number,
  allocate: Allocate = fresh,
  /**
   * How much each pixel of the mask counts (0–1; 1 where absent): a soft mask, so a pixel near the mask's limit
   * that a re-save or a resample moves across it changes the local means a little, not all at once.
   */
  soft?: Float32Array,
) => {
  const weights = allocate(mask.length);
  for (let i = 0; i < mask.length; i++) weights[i] = mask[i] ? (soft ? (soft[i] as number) : 1) : 0;
  const denominators = new Map<number, Float32Array>();
  /** The mask blurred: at each pixel of the mask, the share of the mask around it (0.5 on a straight edge). */
  const maskAround = (sigma: number): Float32Array => {
    let den = denominators.get(sigma);
    if (!den) {
      den = gaussianBlur(weights, width, height, sigma, allocate, mask);
      denominators.set(sigma, den);
    }
    return den;
  };
  /** Each source weighed once, whatever the number of sigmas it is blurred at. */
  const weighedSources = new Map<Float32Array, Float32Array>();
  const weighed = (src: Float32Array): Float32Array => {
    let weighted = weighedSources.get(src);
    if (!weighted) {
      weighted = allocate(src.length);
      for (let i = 0; i < src.length; i++)
        if (mask[i]) weighted[i] = (src[i] as number) * (weights[i] as number);
      weighedSources.set(src, weighted);
    }
    return weighted;
  };
  const blur = (src: Float32Array, sigma: number): Float32Array => {
    const den = maskAround(sigma);
    const num = gaussianBlur(weighed(src), width, height, sigma, allocate, mask);
    for (let i = 0; i < src.length; i++) {
      const d = den[i] ?? 0;
      num[i] = d > 1e-3 ? (num[i] ?? 0) / d : (src[i] ?? 0);
    }
    return num;
  };
  return Object.assign(blur, { maskAround });
};

/** The pixels of `mask` and their eight neighbours. */
const withNeighbours = (mask: Uint8Array, width: number, height: number): Uint8Array => {
  const grown = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let v = Math.max(0, y - 1); v <= Math.min(height - 1, y + 1); v++)
        for (let u = Math.max(0, x - 1); u <= Math.min(width - 1, x + 1); u++) grown[v * width + u] = 1;
    }
  return grown;
};

/**
 * Dark-valley strength per pixel from the Hessian of the Gaussian-smoothed image at scale sigma, after
 * Frangi et al. 1998 ("Multiscale vessel enhancement filtering"): high where the image has a thin line darker
 * than both sides (a wrinkle), low on flat skin, blobs and edges. Scale-normalized by sigma².
 */
export const darkValleyness = (
  src: Float32Array,
  width: number,
  height: number,
  sigma: number,
  beta: number,
  c: number,
  /** Only pixels set here are computed (the rest stay 0): the two exponentials per pixel are the cost. */
  only?: Uint8Array,
  allocate: Allocate = fresh,
): Float32Array => {
  // The blur is read at the pixels of `only` and their eight neighbours (the Hessian's differences).
  const around = only && sigma < KERNEL_SIGMA_LIMIT ? withNeighbours(only, width, height) : undefined;
  const s = gaussianBlur(src, width, height, sigma, allocate, around);
  const out = allocate(src.length);
  const norm = sigma * sigma;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (only && !only[i]) continue;
      const center = s[i] ?? 0;
      const dxx = ((s[i + 1] ?? 0) - 2 * center + (s[i - 1] ?? 0)) * norm;
      const dyy = ((s[i + width] ?? 0) - 2 * center + (s[i - width] ?? 0)) * norm;
      const dxy =
        (((s[i + width + 1] ?? 0) -
          (s[i - width + 1] ?? 0) -
          (s[i + width - 1] ?? 0) +
          (s[i - width - 1] ?? 0)) /
          4) *
        norm;
      const mean = (dxx + dyy) / 2;
      const half = (dxx - dyy) / 2;
      const root = Math.sqrt(half * half + dxy * dxy);
      const major = mean + root; // largest eigenvalue: positive across a dark valley
      const minor = mean - root;
      if (major <= 0) continue;
      const rb = Math.abs(minor) / major;
      const strength = major * major + minor * minor;
      out[i] = Math.exp(-(rb * rb) / (2 * beta * beta)) * (1 - Math.exp(-strength / (2 * c * c)));
    }
  }
  return out;
};

/**
 * Focus measure: RMS of the 4-neighbour Laplacian divided by the grey-level spread (Pech-Pacheco et al. 2000,
 * "variance of the Laplacian", normalized so a low-contrast face is not taken for a blurred one).
 */
export const normalizedLaplacian = (grey: Uint8Array, width: number, height: number): number => {
  let sum = 0;
  let sum2 = 0;
  let lap2 = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const c = grey[i] ?? 0;
      const lap =
        (grey[i - 1] ?? 0) + (grey[i + 1] ?? 0) + (grey[i - width] ?? 0) + (grey[i + width] ?? 0) - 4 * c;
      lap2 += lap * lap;
      sum += c;
      sum2 += c * c;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  const std = Math.sqrt(Math.max(0, sum2 / count - mean * mean));
  return Math.sqrt(lap2 / count) / (std + 1);
};

export { boxWidths } from './box-filters';
export { quantile, weightedQuantile } from './quantiles';
export type { Allocate } from './scratch-images';
export { ScratchImages } from './scratch-images';
