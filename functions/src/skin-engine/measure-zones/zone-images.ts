import type { CanonicalFace } from '../find-face/face-geometry';
import type { LabImage } from '../light/color';
import { type Allocate, darkValleyness, gaussianBlur, maskedBlurrer, quantile } from '../photo/image-filters';
import { MEASURE, smoothRamp } from '../scoring';
import {
  AGGREGATE_ZONES,
  fillPolygon,
  MASKED_FEATURES,
  type Point,
  scalePolygon,
  ZONES,
  type ZoneKey,
} from './face-zones';

/**
 * The per-pixel images a zone's measures read (zone-measures.ts puts them together): the zones' labels, which
 * pixels are skin and how much each counts, the filtered images and each pixel's blob responses.
 */

export const polygonOf = (landmarks: readonly Point[], indices: readonly number[]): Point[] =>
  indices.map((i) => landmarks[i] ?? ([0, 0] as const));

export const median = (values: ArrayLike<number>) => quantile(values, 0.5);

/** Where the skin reference for shine is read: the zones shine is measured on (face-aggregates.ts, oiliness). */
const SHINE_REFERENCE_ZONES: readonly ZoneKey[] = ['forehead', 'nose', 'cheek_left', 'cheek_right'];

/** The zones' label image (1 + zone index), the masked features (eyes, brows, lips) and chroma inside the zones. */
export interface ZoneMaps {
  n: number;
  features: Uint8Array;
  labels: Uint8Array;
  chroma: Float32Array;
}

export const zoneMaps = (face: CanonicalFace, lab: LabImage, take: Allocate): ZoneMaps => {
  const { width, height, landmarks } = face;
  const n = width * height;
  const features = new Uint8Array(n);
  for (const polygon of MASKED_FEATURES) {
    fillPolygon(
      features,
      width,
      height,
      scalePolygon(polygonOf(landmarks, polygon), MEASURE.featureMaskGrowth),
      1,
    );
  }
  // Zone labels: 1 + zone index; features always win.
  const labels = new Uint8Array(n);
  ZONES.forEach((zone, index) => {
    const polygon = polygonOf(landmarks, zone.landmarks);
    fillPolygon(labels, width, height, scalePolygon(polygon, zone.shrink ?? 1), index + 1);
  });
  // Chroma is read only inside the zones (Math.hypot's overflow care is not needed for Lab values, and costs).
  const chroma = take(n);
  for (let i = 0; i < n; i++)
    if (labels[i]) {
      const a = lab.a[i] as number;
      const b = lab.b[i] as number;
      chroma[i] = Math.sqrt(a * a + b * b);
    }
  return { n, features, labels, chroma };
};

/** Which zone pixels are skin, how much each counts, and the skin references the shine is read against. */
export interface SkinMask {
  skin: Uint8Array;
  skinWeight: Float32Array;
  refL: number;
  refC: number;
  shineL: number;
  paleFrom: number;
  paleSpan: number;
}

/**
 * Whether a pixel's hue is out of the skin's band. The hue only matters for a clearly coloured pixel (an atan2 per
 * pixel otherwise), and each pixel's is read once for both of skinMask's masks: 0 not yet read, 1 in the band, 2
 * off it.
 */
const offSkinHue = (lab: LabImage, chroma: Float32Array) => {
  const tested = new Uint8Array(chroma.length);
  return (i: number): boolean => {
    if ((chroma[i] ?? 0) <= MEASURE.skinOffHueMaxChroma) return false;
    if (!tested[i]) {
      const hue = (Math.atan2(lab.b[i] ?? 0, lab.a[i] ?? 0) * 180) / Math.PI;
      tested[i] = hue < MEASURE.skinHueDegrees[0] || hue > MEASURE.skinHueDegrees[1] ? 2 : 1;
    }
    return tested[i] === 2;
  };
};

/** skinMask's list of zone pixels, kept from one face to the next (the zone measures run one at a time). */
let zonePixels = new Int32Array(0);

export const skinMask = (face: CanonicalFace, lab: LabImage, maps: ZoneMaps, take: Allocate): SkinMask => {
  const { n, features, labels, chroma } = maps;
  // Skin reference from every zone pixel, then drop what is not skin (hair, deep shadow, background).
  // Typed arrays, not pushed-to lists: lists this long land in the old generation and cost full collections.
  const zoneL = take(n);
  const zoneC = take(n);
  // The zone pixels in order, listed once for the reference and both masks below.
  if (zonePixels.length < n) zonePixels = new Int32Array(n);
  const inZones = zonePixels;
  let zoneCount = 0;
  for (let i = 0; i < n; i++) {
    if (labels[i] && !features[i] && face.inside[i]) {
      zoneL[zoneCount] = lab.L[i] as number;
      zoneC[zoneCount] = chroma[i] as number;
      inZones[zoneCount++] = i;
    }
  }
  const refL = median(zoneL.subarray(0, zoneCount));
  const refC = median(zoneC.subarray(0, zoneCount));
  const skin = new Uint8Array(n);
  // How much each skin pixel counts (0–1): the darkness cut fades over ±skinDarkSoftL (half at the cut itself),
  // so beard, stubble and shadow around it move the measures by a fraction of a pixel each when a re-save or a
  // resample moves them by a few L*, not in or out whole. The hue and grey tests stay hard: they part skin from
  // walls, fills and frames, not skin from darker skin.
  const skinWeight = take(n);
  const offHue = offSkinHue(lab, chroma);
  const buildMask = (cutL: number, greyC: number, greyL: number) => {
    skin.fill(0);
    skinWeight.fill(0);
    for (let k = 0; k < zoneCount; k++) {
      const i = inZones[k] as number;
      const L = lab.L[i] ?? 0;
      if (L <= cutL - MEASURE.skinDarkSoftL) continue;
      if (offHue(i)) continue;
      // Nearly colourless and not a highlight: a grey or white wall, grey hair or a glasses frame, not skin.
      if ((chroma[i] ?? 0) < greyC && L < greyL) continue;
      skin[i] = 1;
      skinWeight[i] = smoothRamp(L, cutL - MEASURE.skinDarkSoftL, cutL + MEASURE.skinDarkSoftL);
    }
  };
  buildMask(
    refL - MEASURE.skinMaxDarkerThanMedian,
    refC * MEASURE.skinMinChromaRatio,
    refL + MEASURE.shineAboveMedianL + MEASURE.shineSpanL,
  );
  // The reference shine is read against: the median lightness and chroma of the skin mask's pixels on the zones
  // shine is read on (forehead, nose, cheeks), not of every zone pixel, whose share of beard, hair and shadow
  // changes with the fit. A bearded chin fitted a little lower on a photo turned 5° put the all-pixel median
  // 5.3 L* darker and doubled the T-zone's shine (oiliness 6 → 16); the whole skin mask's median still moved
  // 1.7 L* (oiliness 4 → 10: the beard's lighter edge passes the mask); these zones' skin 0.8 L* (oiliness
  // within 3 points). The chin (beards) and the crow's feet (hair at the temples) stay out of it. The
  // highlights left out of the spot statistics (below) keep the all-pixel reference: moving them too was measured
  // and made the spot measures of the same bearded face move more under a re-save, not less.
  const shineZones = new Uint8Array(ZONES.length + 1);
  ZONES.forEach((zone, index) => {
    if (SHINE_REFERENCE_ZONES.includes(zone.key)) shineZones[index + 1] = 1;
  });
  let skinCount = 0;
  for (let i = 0; i < n; i++)
    // Pixels at least half skin, i.e. beyond the cut itself: the reference is read as it was on the hard mask.
    if ((skinWeight[i] as number) >= 0.5 && shineZones[labels[i] as number]) {
      zoneL[skinCount] = lab.L[i] as number;
      zoneC[skinCount] = chroma[i] as number;
      skinCount++;
    }
  const shineL = skinCount > 0 ? median(zoneL.subarray(0, skinCount)) : refL;
  const shineC = skinCount > 0 ? median(zoneC.subarray(0, skinCount)) : refC;
  // The chroma band a shiny pixel falls into, from its start to its span below it (MEASURE.shineMinChromaDrop).
  const paleFrom = Math.min(shineC * MEASURE.shineMaxChromaRatio, shineC - MEASURE.shineMinChromaDrop);
  const paleSpan = Math.max(shineC * MEASURE.shineChromaSpanRatio, MEASURE.shineMinChromaDrop);
  // The mask again, its cuts measured from that skin reference rather than from every zone pixel: on the same
  // turned bearded face the all-pixel cut fell 5.3 L* and its chin counted 2385 skin pixels against the upright
  // photo's 1547, most of them beard (its fine lines, dry score and hydration moved 8–11 points with them).
  buildMask(
    shineL - MEASURE.skinMaxDarkerThanMedian,
    shineC * MEASURE.skinMinChromaRatio,
    shineL + MEASURE.shineAboveMedianL + MEASURE.shineSpanL,
  );
  return { skin, skinWeight, refL, refC, shineL, paleFrom, paleSpan };
};

/**
 * Specular highlights carry the light's colour, not the skin's: spots are judged against the diffuse skin
 * around them, or the skin between the highlights of an oily forehead reads as darker and redder than its
 * surroundings (a dark or red "spot").
 */
export const diffuseSkin = (lab: LabImage, { n, chroma }: ZoneMaps, { skin, refL, refC }: SkinMask) => {
  const diffuse = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    if (
      skin[i] &&
      !(
        (lab.L[i] ?? 0) > refL + MEASURE.shineAboveMedianL &&
        (chroma[i] ?? 0) < refC * MEASURE.shineMaxChromaRatio
      )
    )
      diffuse[i] = 1;
  return diffuse;
};

/** The local means, valley filters and edge weights the zone measures read. */
export const filteredImages = (
  face: CanonicalFace,
  lab: LabImage,
  { n }: ZoneMaps,
  { skin, skinWeight }: SkinMask,
  diffuse: Uint8Array,
  take: Allocate,
) => {
  const { width, height } = face;
  // The local means (normalized convolution) weigh each pixel by its skin weight too.
  const blur = maskedBlurrer(skin, width, height, take, skinWeight);
  const diffuseBlur = maskedBlurrer(diffuse, width, height, take, skinWeight);
  // Pores use the texture blur as their coarse scale; spots and red spots share their scales.
  const smoothL = blur(lab.L, MEASURE.textureSigma);
  const poreFine = blur(lab.L, MEASURE.poreFineSigma);
  const poreCoarse = smoothL;
  const spotFine = diffuseBlur(lab.L, MEASURE.spotFineSigma);
  const spotCoarse = diffuseBlur(lab.L, MEASURE.spotCoarseSigma);
  const toneFine = diffuseBlur(lab.L, MEASURE.toneFineSigma);
  const redFine = diffuseBlur(lab.a, MEASURE.redSpotFineSigma);
  const redCoarse = diffuseBlur(lab.a, MEASURE.spotCoarseSigma);
  const valleys = darkValleyness(
    lab.L,
    width,
    height,
    MEASURE.lineSigma,
    MEASURE.lineBeta,
    MEASURE.lineC,
    skin,
    take,
  );
  const folds = darkValleyness(
    lab.L,
    width,
    height,
    MEASURE.wrinkleSigma,
    MEASURE.lineBeta,
    MEASURE.wrinkleC,
    skin,
    take,
  );

  // High-pass measures (texture, lines, pores, spots) read an edge of the skin (hair, a brow, a frame, the fill
  // of a turned photo) as detail: each pixel counts as much as its neighbourhood is skin (the mask blurred at
  // the texture scale: 0.5 on a straight edge, 1 well inside), fading in smoothly so no pixel jumps in or out.
  const skinAround = blur.maskAround(MEASURE.textureSigma);
  const interior = take(n);
  // The ramp's ends named once: a spread in the call allocated its arguments at every skin pixel.
  const [shareFrom, shareTo] = MEASURE.edgeSkinShare;
  for (let i = 0; i < n; i++)
    if (skin[i])
      interior[i] = Math.max(MEASURE.edgeWeightFloor, smoothRamp(skinAround[i] ?? 0, shareFrom, shareTo));
  return {
    smoothL,
    poreFine,
    poreCoarse,
    spotFine,
    spotCoarse,
    toneFine,
    redFine,
    redCoarse,
    valleys,
    folds,
    interior,
  };
};
export type Filtered = ReturnType<typeof filteredImages>;

/** Which zones fine lines are read on (face-aggregates.ts): the self-check visits their skin alone. */
export const LINE_ZONE = ZONES.map((zone) =>
  (AGGREGATE_ZONES.lines as readonly ZoneKey[]).includes(zone.key),
);

/**
 * The valley filter on L* softened by `sigma`, at the pixels of `only` (the rest 0), computed on their bounding box
 * grown by what reaches them (the two blurs' kernels and the Hessian's neighbour): the face's upper third instead
 * of the whole frame, and the same values as on the whole frame.
 */
export const softenedValleys = (
  L: Float32Array,
  width: number,
  height: number,
  only: Uint8Array,
  sigma: number,
): Float32Array => {
  const out = new Float32Array(L.length);
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (only[y * width + x])
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  if (x1 < 0) return out;
  // Kernel radii as image-filters.ts sizes them (both sigmas stay under its box-filter switch at 1.8).
  const reach = Math.max(1, Math.ceil(3 * sigma)) + Math.max(1, Math.ceil(3 * MEASURE.lineSigma)) + 1;
  const [left, top] = [Math.max(0, x0 - reach), Math.max(0, y0 - reach)];
  const [w, h] = [Math.min(width, x1 + reach + 1) - left, Math.min(height, y1 + reach + 1) - top];
  const crop = new Float32Array(w * h);
  const cropOnly = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      crop[y * w + x] = L[(top + y) * width + left + x] as number;
      cropOnly[y * w + x] = only[(top + y) * width + left + x] as number;
    }
  const soft = gaussianBlur(crop, w, h, sigma);
  const valleys = darkValleyness(soft, w, h, MEASURE.lineSigma, MEASURE.lineBeta, MEASURE.lineC, cropOnly);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) out[(top + y) * width + left + x] = valleys[y * w + x] as number;
  return out;
};

/** The self-check's copy: the same L* softened, and the valley filter run on it, on the fine lines' zones. */
export const checkedValleys = (
  face: CanonicalFace,
  lab: LabImage,
  { n, labels }: ZoneMaps,
  { skin }: SkinMask,
  checkSigma: number,
) => {
  const lineSkin = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (skin[i] && LINE_ZONE[(labels[i] as number) - 1]) lineSkin[i] = 1;
  return softenedValleys(lab.L, face.width, face.height, lineSkin, checkSigma);
};

/**
 * Blob responses as soft, continuous amounts (a difference-of-Gaussians blob detector, Lindeberg 1994): hard
 * blob counts jump when one spot crosses a threshold, these move smoothly with the photo.
 */
export const soft = (excess: number, knee: number, span: number) =>
  Math.min(1, Math.max(0, (excess - knee) / span));

/** Each skin pixel's pore, dark-spot and red-spot response (0–1). */
export const blobResponses = (
  face: CanonicalFace,
  lab: LabImage,
  { n, labels }: ZoneMaps,
  { skin, skinWeight }: SkinMask,
  diffuse: Uint8Array,
  f: Filtered,
  take: Allocate,
) => {
  const { width } = face;
  // A red spot must stand out of the photo's colour noise, not only by a fixed amount: a JPEG's colour blocks and
  // sensor noise scatter a* everywhere. The noise is the robust σ of neighbouring pixels' a* difference over the
  // zones' diffuse skin (1.4826 × the median absolute difference, / √2), which a spot touches only at its rim.
  const differences = take(n);
  let pairs = 0;
  for (let i = 0; i + 1 < n; i++)
    if (
      labels[i] &&
      diffuse[i] &&
      diffuse[i + 1] &&
      (skinWeight[i] as number) >= 0.5 &&
      (skinWeight[i + 1] as number) >= 0.5 &&
      (i + 1) % width !== 0
    )
      differences[pairs++] = Math.abs((lab.a[i] ?? 0) - (lab.a[i + 1] ?? 0));
  const noiseA = (1.4826 / Math.SQRT2) * quantile(differences.subarray(0, pairs), 0.5, 0, 40);
  const redKnee = Math.max(MEASURE.redSpotExcessA, MEASURE.redSpotNoiseK * noiseA);
  const pore = take(n);
  const spot = take(n);
  const red = take(n);
  for (let i = 0; i < n; i++) {
    if (!skin[i]) continue;
    pore[i] = soft((f.poreCoarse[i] ?? 0) - (f.poreFine[i] ?? 0), MEASURE.poreDepthL, MEASURE.softSpanL);
    if (!diffuse[i]) continue;
    spot[i] = soft((f.spotCoarse[i] ?? 0) - (f.spotFine[i] ?? 0), MEASURE.spotDepthL, MEASURE.softSpanL);
    red[i] = soft((f.redFine[i] ?? 0) - (f.redCoarse[i] ?? 0), redKnee, MEASURE.softSpanL);
  }
  return { pore, spot, red };
};
export type Blobs = ReturnType<typeof blobResponses>;
