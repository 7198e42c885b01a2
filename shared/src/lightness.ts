/**
 * CIELAB lightness L* (0 = black, 100 = white) of an sRGB colour, D65 white: the analyzer's skin lightness and
 * the camera screen's live reading of it use this same curve. Formulas: IEC 61966-2-1 (sRGB transfer curve),
 * CIE 15:2004 (luminance Y → L*). Pure: no Node or browser API.
 */

/** sRGB byte → linear light, one entry per byte value. */
const SRGB_TO_LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

const EPS = 216 / 24389;
const KAPPA = 24389 / 27;

const byte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** L* of an sRGB colour given as bytes (0–255). */
export const srgbLightness = (r: number, g: number, b: number): number => {
  const y =
    0.2126729 * (SRGB_TO_LINEAR[byte(r)] ?? 0) +
    0.7151522 * (SRGB_TO_LINEAR[byte(g)] ?? 0) +
    0.072175 * (SRGB_TO_LINEAR[byte(b)] ?? 0);
  return y > EPS ? 116 * Math.cbrt(y) - 16 : KAPPA * y;
};
