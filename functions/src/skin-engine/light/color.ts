/**
 * Colour maths for the measurements: sRGB (D65) → CIELAB, and a bounded white-balance gain.
 * Formulas: IEC 61966-2-1 (sRGB transfer curve), CIE 15:2004 (XYZ → L*a*b*, D65 white).
 */

const SRGB_TO_LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  SRGB_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const WHITE = { x: 0.95047, y: 1, z: 1.08883 };
const EPS = 216 / 24389;
const KAPPA = 24389 / 27;

export interface LabImage {
  width: number;
  height: number;
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

export interface ChannelGains {
  r: number;
  g: number;
  b: number;
}

export const srgbToLinear = (value: number): number => SRGB_TO_LINEAR[Math.max(0, Math.min(255, value))] ?? 0;

/** Converts packed RGB bytes to CIELAB, applying per-channel gains in linear light first (white balance). */
export const rgbToLab = (
  rgb: Uint8Array,
  width: number,
  height: number,
  gains: ChannelGains,
  /** Where the three channels come from (fresh arrays unless given: the analyzer reuses its own). */
  allocate: (length: number, overwritten?: boolean) => Float32Array = (length) => new Float32Array(length),
): LabImage => {
  const n = width * height;
  // Every pixel of the three is written below.
  const L = allocate(n, true);
  const a = allocate(n, true);
  const b = allocate(n, true);
  const { r: gainR, g: gainG, b: gainB } = gains;
  for (let i = 0; i < n; i++) {
    const r = Math.min(1, (SRGB_TO_LINEAR[rgb[3 * i] as number] as number) * gainR);
    const g = Math.min(1, (SRGB_TO_LINEAR[rgb[3 * i + 1] as number] as number) * gainG);
    const bl = Math.min(1, (SRGB_TO_LINEAR[rgb[3 * i + 2] as number] as number) * gainB);
    // f written out three times: as a call, each of its results was a boxed number.
    const tx = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / WHITE.x;
    const ty = (0.2126729 * r + 0.7151522 * g + 0.072175 * bl) / WHITE.y;
    const tz = (0.0193339 * r + 0.119192 * g + 0.9503041 * bl) / WHITE.z;
    const fx = tx > EPS ? Math.cbrt(tx) : (KAPPA * tx + 16) / 116;
    const fy = ty > EPS ? Math.cbrt(ty) : (KAPPA * ty + 16) / 116;
    const fz = tz > EPS ? Math.cbrt(tz) : (KAPPA * tz + 16) / 116;
    L[i] = 116 * fy - 16;
    a[i] = 500 * (fx - fy);
    b[i] = 200 * (fy - fz);
  }
  return { width, height, L, a, b };
};

/** Flat fills are found in blocks of this many pixels a side, and their edges are the blocks next to them. */
const FILL_BLOCK_PX = 4;

/**
 * 1 for each FILL_BLOCK_PX-square block of the photo that is a flat fill or touches one (its edge, which a
 * resize's kernel or a re-save blends into the photo): a block is flat when its corner pixel equals, in all three
 * channels, its right and lower neighbours and the block's opposite corner (a border, a letterbox, the corners of
 * a turned photo, a clipped area). Blocks, not pixels: a pixel mask and its growing took 20 ms a 1280 px photo.
 */
export const flatFillBlocks = (rgb: Uint8Array, width: number, height: number) => {
  const columns = Math.ceil(width / FILL_BLOCK_PX);
  const rows = Math.ceil(height / FILL_BLOCK_PX);
  const flat = new Uint8Array(columns * rows);
  const same = (i: number, j: number) =>
    rgb[i] === rgb[j] && rgb[i + 1] === rgb[j + 1] && rgb[i + 2] === rgb[j + 2];
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      const x = bx * FILL_BLOCK_PX;
      const y = by * FILL_BLOCK_PX;
      const far = Math.min(FILL_BLOCK_PX - 1, width - 1 - x, height - 1 - y);
      if (far < 1) continue;
      const i = 3 * (y * width + x);
      flat[by * columns + bx] =
        same(i, i + 3) && same(i, i + 3 * width) && same(i, i + 3 * (far * width + far)) ? 1 : 0;
    }
  }
  const near = new Uint8Array(columns * rows);
  for (let by = 0; by < rows; by++)
    for (let bx = 0; bx < columns; bx++) {
      if (!flat[by * columns + bx]) continue;
      for (let y = Math.max(0, by - 1); y <= Math.min(rows - 1, by + 1); y++)
        for (let x = Math.max(0, bx - 1); x <= Math.min(columns - 1, bx + 1); x++) near[y * columns + x] = 1;
    }
  return { columns, blocks: near };
};

/**
 * Illuminant estimate by the shades-of-grey method (Finlayson & Trezzi 2004, Minkowski norm p = 6) over the
 * whole photo, in linear light. Returns the illuminant's r/g and b/g ratios: 1/1 is neutral light.
 * Flat fills and their edges (flatFillBlocks) are left out: they say nothing of the light, as colour-constancy
 * methods leave out saturated pixels, and the norm weighs a bright fill's edge above a dark photo's own pixels
 * (a warm, dark selfie turned 5° with grey corners read r/g 1.90 → 1.46 with them in, its skin's chroma 12 %
 * higher).
 */
export const estimateIlluminant = (
  { data: rgb, width, height }: { data: Uint8Array; width: number; height: number },
  p = 6,
): { rg: number; bg: number } => {
  // One power per byte value, not per pixel: Math.pow dominated this loop on 1280 px photos.
  const powered = Float64Array.from(SRGB_TO_LINEAR, (v) => v ** p);
  const fill = flatFillBlocks(rgb, width, height);
  let r = 0;
  let g = 0;
  let b = 0;
  // Every pixel of every other row: a sample across a row would not be the same pixels in the photo's mirror.
  for (let y = 0; y < height; y += 2) {
    const blockRow = Math.floor(y / FILL_BLOCK_PX) * fill.columns;
    for (let bx = 0; bx < fill.columns; bx++) {
      if (fill.blocks[blockRow + bx]) continue;
      const end = 3 * (y * width + Math.min(width, (bx + 1) * FILL_BLOCK_PX));
      for (let i = 3 * (y * width + bx * FILL_BLOCK_PX); i < end; i += 3) {
        r += powered[rgb[i] as number] as number;
        g += powered[rgb[i + 1] as number] as number;
        b += powered[rgb[i + 2] as number] as number;
      }
    }
  }
  const norm = (v: number) => Math.max(v, 1e-12) ** (1 / p);
  return { rg: norm(r) / norm(g), bg: norm(b) / norm(g) };
};
