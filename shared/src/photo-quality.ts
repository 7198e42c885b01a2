/**
 * How good a selfie is for measuring skin, in one place for the analyzer (the 'Qualidade da foto' score kept
 * with every result) and the camera screen (live guidance before capture): both read the same parts with the
 * same thresholds, so a face the camera calls ready is one the server measures well.
 *
 * Each part is 0–100, from a linear ramp between a "good" and a "bad" anchor. A part at or above
 * PHOTO_QUALITY.passPart passes; the camera turns ready when pose, light and size pass (sharpness and colour
 * need the captured photo, so only the server scores them).
 */

/**
 * The long side (pixels) every selfie is brought to before it is stored and measured: the face width the size
 * part reads is in pixels of that photo, on the server and in the camera's live reading alike.
 */
export const ANALYSED_LONG_SIDE_PX = 1280;

export const PHOTO_QUALITY = {
  /** Head turned sideways (yaw) or up/down (pitch), degrees: full marks within the first, none past the second. */
  yawDegrees: [8, 40] as const,
  pitchDegrees: [10, 35] as const,
  /** Median CIELAB L* of the skin: too dark below the first pair, washed out above the second. */
  darkL: [25, 42] as const,
  brightL: [76, 88] as const,
  /**
   * Share of face pixels whose lightness the camera clipped (green at 250+: blown out). A clipped red alone
   * (warm light) loses the colour, not the lightness, and is said in a warning instead (the analyzer's
   * clippedShares).
   */
  clippedShare: [0.02, 0.2] as const,
  /**
   * Normalized Laplacian of the face at 128 px: blurred at the first, crisp from the second. The floor leaves
   * room for one resample: turning, resizing or re-encoding a face narrower than 128 px takes 15–20 % of this
   * finest detail (the webcam frames in the fixtures read 0.17–0.18, and 0.14 turned by 5°), while a photo
   * blurred by σ = 3 px on a 185 px face reads 0.12.
   */
  sharpness: [0.13, 0.35] as const,
  /** Face width ear to ear in pixels of the photo: too small to measure at the first, full detail from the second. */
  faceWidthPx: [80, 260] as const,
  /** Mean skin hue angle h_ab (degrees): daylight skin of every tone sits within the inner band. */
  skinHueInner: [35, 80] as const,
  skinHueOuter: [20, 95] as const,
  /** A part at or above this passes. */
  passPart: 50,
  /** Weights of the overall score (they sum to 1). */
  weights: { pose: 0.3, light: 0.25, sharpness: 0.2, size: 0.15, colour: 0.1 },
} as const;

export interface PhotoReadings {
  yawDegrees: number;
  pitchDegrees: number;
  skinLightness: number;
  faceWidthPx: number;
  /** Server only (need the captured photo). */
  clippedShare?: number;
  sharpness?: number;
  skinHueDegrees?: number;
}

export type PhotoQualityPart = keyof typeof PHOTO_QUALITY.weights;
export type PhotoQualityParts = Record<PhotoQualityPart, number>;

/** 100 at or below `good`, 0 at or above `bad` (or the reverse when good > bad). */
const grade = (value: number, good: number, bad: number): number => {
  if (!Number.isFinite(value)) return 0;
  const t = (value - good) / (bad - good);
  return Math.round(100 * (1 - Math.min(1, Math.max(0, t))));
};

const [hueInLow, hueInHigh] = PHOTO_QUALITY.skinHueInner;
const [hueOutLow, hueOutHigh] = PHOTO_QUALITY.skinHueOuter;

export const posePart = (r: Pick<PhotoReadings, 'yawDegrees' | 'pitchDegrees'>) =>
  Math.min(
    grade(Math.abs(r.yawDegrees), ...PHOTO_QUALITY.yawDegrees),
    grade(Math.abs(r.pitchDegrees), ...PHOTO_QUALITY.pitchDegrees),
  );

export const lightPart = (r: Pick<PhotoReadings, 'skinLightness' | 'clippedShare'>) =>
  Math.min(
    grade(r.skinLightness, PHOTO_QUALITY.darkL[1], PHOTO_QUALITY.darkL[0]),
    grade(r.skinLightness, ...PHOTO_QUALITY.brightL),
    r.clippedShare === undefined ? 100 : grade(r.clippedShare, ...PHOTO_QUALITY.clippedShare),
  );

export const sizePart = (r: Pick<PhotoReadings, 'faceWidthPx'>) =>
  grade(r.faceWidthPx, PHOTO_QUALITY.faceWidthPx[1], PHOTO_QUALITY.faceWidthPx[0]);

export const photoQualityParts = (r: PhotoReadings): PhotoQualityParts => {
  const hue = r.skinHueDegrees ?? (hueInLow + hueInHigh) / 2;
  return {
    pose: posePart(r),
    light: lightPart(r),
    sharpness:
      r.sharpness === undefined
        ? 100
        : grade(r.sharpness, PHOTO_QUALITY.sharpness[1], PHOTO_QUALITY.sharpness[0]),
    size: sizePart(r),
    colour: Math.min(grade(hue, hueInLow, hueOutLow), grade(hue, hueInHigh, hueOutHigh)),
  };
};

export const photoQualityScore = (parts: PhotoQualityParts): number =>
  Math.round(
    (Object.keys(PHOTO_QUALITY.weights) as PhotoQualityPart[]).reduce(
      (sum, part) => sum + PHOTO_QUALITY.weights[part] * parts[part],
      0,
    ),
  );

/** pt-BR names of the parts, as the result screen lists them. */
export const PHOTO_QUALITY_PART_NAMES: Record<PhotoQualityPart, string> = {
  pose: 'Posição do rosto',
  light: 'Luz',
  sharpness: 'Nitidez',
  size: 'Tamanho do rosto',
  colour: 'Cor da luz',
};

export const CAPTURE_HINTS = {
  noFace: 'Posicione o rosto dentro da moldura',
  closer: 'Aproxime o rosto da câmera',
  moreLight: 'Procure um lugar com mais luz',
  lessLight: 'Evite luz forte direta no rosto',
  faceCamera: 'Olhe de frente para a câmera',
  ready: 'Tudo certo! Pode capturar',
} as const;
export type CaptureHint = keyof typeof CAPTURE_HINTS;

/**
 * What the camera tells the user to fix, most important first (a face out of frame, then size, light, pose),
 * or 'ready' when pose, light and size pass. `undefined` readings = no face seen.
 */
export const captureHint = (r: PhotoReadings | undefined): CaptureHint => {
  if (!r) return 'noFace';
  if (sizePart(r) < PHOTO_QUALITY.passPart) return 'closer';
  if (lightPart(r) < PHOTO_QUALITY.passPart)
    return r.skinLightness < (PHOTO_QUALITY.darkL[0] + PHOTO_QUALITY.brightL[1]) / 2
      ? 'moreLight'
      : 'lessLight';
  if (posePart(r) < PHOTO_QUALITY.passPart) return 'faceCamera';
  return 'ready';
};
