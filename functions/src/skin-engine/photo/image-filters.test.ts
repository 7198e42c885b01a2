import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxWidths, gaussianBlur, gaussianKernel } from './image-filters';

/**
 * The blurs' loops are split by hand into edge and interior stretches for speed; these references are the plain
 * per-pixel forms they replaced (edges clamped), so any size, down to images narrower than a kernel, must give the
 * same floats. The kernel and the box widths are the filter's own: the loops are what is checked.
 */
const clampAt = (v: number, size: number) => Math.min(size - 1, Math.max(0, v));

const referenceExact = (src: Float32Array, width: number, height: number, sigma: number) => {
  const kernel = gaussianKernel(sigma);
  const r = (kernel.length - 1) / 2;
  const tmp = new Float32Array(src.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let acc = (src[y * width + x] as number) * (kernel[r] as number);
      for (let k = 1; k <= r; k++)
        acc +=
          ((src[y * width + clampAt(x - k, width)] as number) +
            (src[y * width + clampAt(x + k, width)] as number)) *
          (kernel[r + k] as number);
      tmp[y * width + x] = acc;
    }
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let acc = Math.fround((tmp[y * width + x] as number) * (kernel[r] as number));
      for (let k = 1; k <= r; k++)
        acc = Math.fround(
          acc +
            ((tmp[clampAt(y - k, height) * width + x] as number) +
              (tmp[clampAt(y + k, height) * width + x] as number)) *
              (kernel[r + k] as number),
        );
      out[y * width + x] = acc;
    }
  return out;
};

/** One running-sum box pass along rows, the clamps inside the loop. */
const referenceBoxRows = (src: Float32Array, width: number, height: number, boxWidth: number) => {
  const r = (boxWidth - 1) / 2;
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let acc = 0;
    for (let j = -r; j <= r; j++) acc += src[row + clampAt(j, width)] as number;
    for (let x = 0; x < width; x++) {
      out[row + x] = acc / boxWidth;
      acc += (src[row + clampAt(x + r + 1, width)] as number) - (src[row + clampAt(x - r, width)] as number);
    }
  }
  return out;
};

/** The same down the columns, summing in float32 as the filter's row of running sums does. */
const referenceBoxColumns = (src: Float32Array, width: number, height: number, boxWidth: number) => {
  const r = (boxWidth - 1) / 2;
  const out = new Float32Array(src.length);
  for (let x = 0; x < width; x++) {
    let acc = 0;
    for (let j = -r; j <= r; j++) acc = Math.fround(acc + (src[clampAt(j, height) * width + x] as number));
    for (let y = 0; y < height; y++) {
      out[y * width + x] = acc / boxWidth;
      acc = Math.fround(
        acc +
          (src[clampAt(y + r + 1, height) * width + x] as number) -
          (src[clampAt(y - r, height) * width + x] as number),
      );
    }
  }
  return out;
};

const image = (width: number, height: number, seed: number) =>
  Float32Array.from({ length: width * height }, (_, i) => ((i * 7919 + seed * 104729) % 1000) / 10);

const sizes = fc.record({ width: fc.integer({ min: 1, max: 40 }), height: fc.integer({ min: 1, max: 12 }) });

describe('gaussianBlur', () => {
  it('gives the plain clamped convolution to the last float, whatever the size, for small sigmas', () => {
    fc.assert(
      fc.property(sizes, fc.constantFrom(0.8, 1.2, 1.5), fc.nat(50), ({ width, height }, sigma, seed) => {
        const src = image(width, height, seed);
        const only = new Uint8Array(src.length).fill(1);
        expect(gaussianBlur(src, width, height, sigma, undefined, only)).toEqual(
          referenceExact(src, width, height, sigma),
        );
      }),
    );
  });

  it('gives the same floats as box passes with the clamps inside the loop, whatever the size', () => {
    fc.assert(
      fc.property(sizes, fc.constantFrom(2, 3.5, 10), fc.nat(50), ({ width, height }, sigma, seed) => {
        const src = image(width, height, seed);
        let expected = src;
        for (const w of boxWidths(sigma))
          expected = referenceBoxColumns(referenceBoxRows(expected, width, height, w), width, height, w);
        expect(gaussianBlur(src, width, height, sigma)).toEqual(expected);
      }),
    );
  });
});
