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
const f = (t: number) => (t > EPS ? Math.cbrt(t) : (KAPPA * t + 16) / 116);

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
  allocate: (length: number) => Float32Array = (length) => new Float32Array(length),
): LabImage => {
  const n = width * height;
  const L = allocate(n);
  const a = allocate(n);
  const b = allocate(n);
  for (let i = 0; i < n; i++) {
    const r = Math.min(1, (SRGB_TO_LINEAR[rgb[3 * i] ?? 0] ?? 0) * gains.r);
    const g = Math.min(1, (SRGB_TO_LINEAR[rgb[3 * i + 1] ?? 0] ?? 0) * gains.g);
    const bl = Math.min(1, (SRGB_TO_LINEAR[rgb[3 * i + 2] ?? 0] ?? 0) * gains.b);
    const fx = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / WHITE.x);
    const fy = f((0.2126729 * r + 0.7151522 * g + 0.072175 * bl) / WHITE.y);
    const fz = f((0.0193339 * r + 0.119192 * g + 0.9503041 * bl) / WHITE.z);
    L[i] = 116 * fy - 16;
    a[i] = 500 * (fx - fy);
    b[i] = 200 * (fy - fz);
  }
  return { width, height, L, a, b };
};

/**
 * Illuminant estimate by the shades-of-grey method (Finlayson & Trezzi 2004, Minkowski norm p = 6) over the
 * whole photo, in linear light. Returns the illuminant's r/g and b/g ratios: 1/1 is neutral light.
 */
export const estimateIlluminant = (rgb: Uint8Array, p = 6): { rg: number; bg: number } => {
  // One power per byte value, not per pixel: Math.pow dominated this loop on 1280 px photos.
  const powered = Float64Array.from(SRGB_TO_LINEAR, (v) => v ** p);
  let r = 0;
  let g = 0;
  let b = 0;
  // Every 4th pixel is plenty for a global estimate and keeps this cheap on 1280 px photos.
  for (let i = 0; i < rgb.length; i += 12) {
    r += powered[rgb[i] ?? 0] ?? 0;
    g += powered[rgb[i + 1] ?? 0] ?? 0;
    b += powered[rgb[i + 2] ?? 0] ?? 0;
  }
  const norm = (v: number) => Math.max(v, 1e-12) ** (1 / p);
  return { rg: norm(r) / norm(g), bg: norm(b) / norm(g) };
};
