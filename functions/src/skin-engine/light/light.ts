/**
 * Stage "normalise light": the face's zone colours brought to one reference light before the colour measures
 * that compare people. Two steps, as in smartphone skin colorimetry (Kang and Kim 2026, arXiv 2512.21988):
 * 1. Illuminant → D65: the photo's illuminant is estimated (shades-of-grey, Finlayson and Trezzi 2004, over
 *    the photo's own neutral-leaning areas: color.ts, estimateIlluminant) and corrected fully by a von Kries
 *    gain per channel in linear RGB. The measuring pipeline itself corrects only half of it, bounded (a skin
 *    close-up misleads the estimate: WHITE_BALANCE), so the rest is applied here to the zones' mean colours,
 *    bounded by MAX_GAIN: skin under daylight-like light sits in a narrow hue band (the skin locus, Störring et
 *    al. 2001), and a cast beyond that is refused by the quality gate anyway.
 * 2. Exposure → a fixed skin lightness: all colours scaled in linear light so the face's mean L* is REFERENCE_L.
 *    a* and b* shrink in dim light and grow in bright light with the same skin; scaled to one lightness, a
 *    difference of a* between zones is a difference of colour, not of exposure.
 * What this cannot do: tell a tan from warm light beyond the estimate's reach, or see colour the camera
 * clipped; tone (ITA°) is read before step 2, since lightness is what ITA° measures.
 */

/** A CIELAB colour (D65 white). */
export interface LabColour {
  L: number;
  a: number;
  b: number;
}

/** Multipliers of linear R, G, B. */
export interface Gains {
  r: number;
  g: number;
  b: number;
}

/** The face's mean skin L* after exposure normalisation (about a median skin under good light). */
export const REFERENCE_L = 65;
/** Most the light correction may change one channel (×), either way. */
export const MAX_GAIN = 1.6;

// sRGB (D65) ↔ XYZ, IEC 61966-2-1; XYZ ↔ CIELAB, CIE 15:2004.
const WHITE = { x: 0.95047, y: 1, z: 1.08883 };
const EPS = 216 / 24389;
const KAPPA = 24389 / 27;
const f = (t: number) => (t > EPS ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInverse = (t: number) => (t ** 3 > EPS ? t ** 3 : (116 * t - 16) / KAPPA);

export const linearRgbToLab = ({ r, g, b }: Gains): LabColour => {
  const fx = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE.x);
  const fy = f((0.2126729 * r + 0.7151522 * g + 0.072175 * b) / WHITE.y);
  const fz = f((0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE.z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
};

export const labToLinearRgb = ({ L, a, b }: LabColour): Gains => {
  const fy = (L + 16) / 116;
  const x = WHITE.x * fInverse(fy + a / 500);
  const y = WHITE.y * fInverse(fy);
  const z = WHITE.z * fInverse(fy - b / 200);
  return {
    r: 3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    g: -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    b: 0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  };
};

const bounded = (gain: number) => Math.min(MAX_GAIN, Math.max(1 / MAX_GAIN, gain));

/**
 * The gains still to apply to colours measured with `applied` gains so the estimated illuminant (its r/g and
 * b/g ratios) becomes neutral (D65 in sRGB).
 */
export const remainingToD65 = (illuminant: { rg: number; bg: number }, applied: Gains): Gains => ({
  r: bounded(1 / illuminant.rg) / applied.r,
  g: 1 / applied.g,
  b: bounded(1 / illuminant.bg) / applied.b,
});

/**
 * The colours under D65 light and at the reference exposure: each colour times `gains` in linear light, then
 * all scaled so the mean L* of `baseline` (indices into `colours`; all when absent) is REFERENCE_L.
 */
export const normaliseLight = (
  colours: readonly LabColour[],
  gains: Gains,
  baseline: readonly number[] = colours.map((_, i) => i),
): LabColour[] => {
  const corrected = colours.map((colour) => {
    const rgb = labToLinearRgb(colour);
    return { r: rgb.r * gains.r, g: rgb.g * gains.g, b: rgb.b * gains.b };
  });
  const lightness = baseline.map((i) => linearRgbToLab(corrected[i] ?? { r: 0, g: 0, b: 0 }).L);
  const meanL = lightness.reduce((s, v) => s + v, 0) / Math.max(1, lightness.length);
  // Y is linear in light: the factor that brings the mean's luminance to the reference's.
  const exposure = meanL > 0 ? fInverse((REFERENCE_L + 16) / 116) / fInverse((meanL + 16) / 116) : 1;
  return corrected.map(({ r, g, b }) =>
    linearRgbToLab({ r: r * exposure, g: g * exposure, b: b * exposure }),
  );
};
