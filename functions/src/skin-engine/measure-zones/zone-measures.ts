import { pointBounds } from '@pele/shared/head-pose';
import type { CanonicalFace } from '../find-face/face-geometry';
import { type ChannelGains, type LabImage, srgbToLinear } from '../light/color';
import {
  type Allocate,
  darkValleyness,
  gaussianBlur,
  maskedBlurrer,
  quantile,
  ScratchImages,
  weightedQuantile,
} from '../photo/image-filters';
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
 * Raw per-zone measurements, in the units named on each field (canonical pixels: face width = 320 px).
 * A type, not an interface: it is stored as the zone's `raw` record of numbers.
 */
export type ZoneRaw = {
  /**
   * Skin pixels measured (eyes, brows, lips, hair and deep shadow excluded), each counted by its skin weight:
   * a pixel near the mask's darkness cut counts partly (MEASURE.skinDarkSoftL), so this need not be whole.
   */
  skinPixels: number;
  /**
   * Skin pixels over the part of the zone's outline inside the photo (what a fringe, glasses or shadow left of
   * it). Beyond the photo's edge nothing is seen, neither skin nor cover: counted there, the share of a forehead
   * cut by a tight crop followed where the mesh placed the unseen hairline, which a re-save or a 5° turn moves
   * (a held-out portrait's forehead read 0.26, 0.32 and 0.37, its fine lines 92, 77 and 62). A sliver left by a
   * crop is still weighed by its pixel count (MEASURE.minZoneSkinPixels), and its edge by the high-pass weights.
   */
  skinShare: number;
  /**
   * Median CIE L* (lightness, 0–100), read on L* at the texture blur (σ = 2 px) as verticalShade is: the raw
   * median of an under-eye's few hundred pixels on its steep gradient moved 1.2 L* under a 5° turn of a held-out
   * face (its dark circles, cheek minus under-eye, by 7 points), the blurred one by less (5).
   */
  lightness: number;
  /** Mean CIE a* (green−/red+). */
  redness: number;
  /** Mean CIE b* (blue−/yellow+). */
  yellowness: number;
  /** Individual typology angle in degrees: atan((L* − 50) / b*) (Chardon 1991). */
  ita: number;
  /** Erythema index 100·log10(R/G) on linear reflectances (Dawson 1980; Diffey 1984). */
  erythemaIndex: number;
  /** Soft share (0–1) of bright, low-chroma pixels: specular shine from sebum. */
  shineShare: number;
  /** RMS of the L* high-pass residual (σ = 2 px): fine texture roughness. */
  textureRms: number;
  /** Mean Frangi dark-valley response (0–1) at σ = 1.5 px: fine lines. */
  lineResponse: number;
  /** Mean Frangi dark-valley response (0–1) at σ = 3.5 px: wrinkles, the deeper and wider folds. */
  wrinkleResponse: number;
  /** Mean CIELAB chroma C*ab: skin that has lost colour (sallow, grey) reads low. */
  chroma: number;
  /** 90th minus 50th percentile of L*: the soft highlights of radiant skin; a flat, dull face reads low. */
  sheenContrast: number;
  /**
   * Median L* of the zone's upper half minus its lower half (canonical frame, face upright), read on L* at the
   * texture blur (σ = 2 px): an under-eye's few hundred pixels on a steep gradient moved their raw medians by
   * 1.2 L* under one re-save (eye bags 23 → 31 on an everyday face), the blurred ones by less (29 → 34).
   */
  verticalShade: number;
  /** Small dark blobs (pores): mean soft response 0–1 of a fine-minus-coarse L* dip (σ 0.8 vs 2 px). */
  poreResponse: number;
  /** Compact red blobs (papule-like spots): mean soft response 0–1 of a* above its local mean (σ 2.5 vs 10 px). */
  redSpotResponse: number;
  /** Dark spots: mean soft response 0–1 of L* below its local mean (σ 1.2 vs 10 px). */
  darkSpotResponse: number;
  /**
   * Local L* spread of the diffuse skin (highlights left out): 90th minus 10th percentile of L* at σ = 2.5 px minus
   * its σ = 10 px local mean (blotches, with the pixel-scale grain and the shading removed).
   */
  lightnessSpread: number;
};

/** The pixel-scale measure the steadiness self-check reads again (steadiness-check.ts). */
export type CheckedRaw = Pick<ZoneRaw, 'lineResponse'>;

export interface ZoneMeasure {
  key: ZoneKey;
  name: string;
  landmarks: readonly number[];
  raw: ZoneRaw;
  /** The fine lines again on the face softened by the self-check's blur, when one was asked for. */
  checked?: CheckedRaw;
  /**
   * Share (0–1) of the zone's outline inside the photo: what a tight crop left of it. Not a measure of the skin,
   * so not in `raw`: it says why a zone with too little skin was not measured (measure-face.ts, judgedZones).
   */
  inPhoto: number;
}

const polygonOf = (landmarks: readonly Point[], indices: readonly number[]): Point[] =>
  indices.map((i) => landmarks[i] ?? ([0, 0] as const));

const median = (values: ArrayLike<number>) => quantile(values, 0.5);

/**
 * How far beyond a zone's pixels the measures read: the widest filter that is not confined to the skin mask,
 * the wrinkles' σ = 3.5 px blur (three sigmas), and the Hessian's neighbour. The masked blurs read nothing
 * outside the zones at all.
 */
const ZONE_MARGIN = Math.ceil(3 * MEASURE.wrinkleSigma) + 2;

/**
 * The canonical face cut down to the zones' bounding box plus ZONE_MARGIN: every measure reads only there, and
 * the frame's margins, hairline and jaw are about a quarter of its pixels, which the colour conversion and the
 * filters need not visit. The measures come out the same on the crop as on the whole frame.
 */
export const cropToZones = (face: CanonicalFace): CanonicalFace => {
  const { minX, minY, maxX, maxY } = pointBounds(
    ZONES.flatMap((zone) => scalePolygon(polygonOf(face.landmarks, zone.landmarks), zone.shrink ?? 1)),
  );
  const left = Math.max(0, Math.floor(minX) - ZONE_MARGIN);
  const top = Math.max(0, Math.floor(minY) - ZONE_MARGIN);
  const right = Math.min(face.width, Math.ceil(maxX) + ZONE_MARGIN + 1);
  const bottom = Math.min(face.height, Math.ceil(maxY) + ZONE_MARGIN + 1);
  if (!(right > left && bottom > top)) return face;
  const width = right - left;
  const height = bottom - top;
  const rgb = new Uint8Array(width * height * 3);
  const inside = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (y + top) * face.width + left;
    rgb.set(face.rgb.subarray(3 * from, 3 * (from + width)), 3 * y * width);
    inside.set(face.inside.subarray(from, from + width), y * width);
  }
  const landmarks = face.landmarks.map(([x, y]) => [x - left, y - top] as const);
  return { ...face, width, height, rgb, inside, landmarks };
};

/** Where the skin reference for shine is read: the zones shine is measured on (face-aggregates.ts, oiliness). */
const SHINE_REFERENCE_ZONES: readonly ZoneKey[] = ['forehead', 'nose', 'cheek_left', 'cheek_right'];

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

/** The float images of one measureZones run, reused by the next (measureZones is synchronous). */
const scratch = new ScratchImages();

/** The zones' label image (1 + zone index), the masked features (eyes, brows, lips) and chroma inside the zones. */
interface ZoneMaps {
  n: number;
  features: Uint8Array;
  labels: Uint8Array;
  chroma: Float32Array;
}

const zoneMaps = (face: CanonicalFace, lab: LabImage, take: Allocate): ZoneMaps => {
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
interface SkinMask {
  skin: Uint8Array;
  skinWeight: Float32Array;
  refL: number;
  refC: number;
  shineL: number;
  paleFrom: number;
  paleSpan: number;
}

const skinMask = (face: CanonicalFace, lab: LabImage, maps: ZoneMaps, take: Allocate): SkinMask => {
  const { n, features, labels, chroma } = maps;
  // Skin reference from every zone pixel, then drop what is not skin (hair, deep shadow, background).
  // Typed arrays, not pushed-to lists: lists this long land in the old generation and cost full collections.
  const zoneL = take(n);
  const zoneC = take(n);
  let zoneCount = 0;
  for (let i = 0; i < n; i++) {
    if (labels[i] && !features[i] && face.inside[i]) {
      zoneL[zoneCount] = lab.L[i] as number;
      zoneC[zoneCount] = chroma[i] as number;
      zoneCount++;
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
  const buildMask = (cutL: number, greyC: number, greyL: number) => {
    skin.fill(0);
    skinWeight.fill(0);
    for (let i = 0; i < n; i++) {
      if (!labels[i] || features[i] || !face.inside[i]) continue;
      const L = lab.L[i] ?? 0;
      if (L <= cutL - MEASURE.skinDarkSoftL) continue;
      // The hue only matters for a clearly coloured pixel (an atan2 per pixel otherwise).
      if ((chroma[i] ?? 0) > MEASURE.skinOffHueMaxChroma) {
        const hue = (Math.atan2(lab.b[i] ?? 0, lab.a[i] ?? 0) * 180) / Math.PI;
        if (hue < MEASURE.skinHueDegrees[0] || hue > MEASURE.skinHueDegrees[1]) continue;
      }
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
const diffuseSkin = (lab: LabImage, { n, chroma }: ZoneMaps, { skin, refL, refC }: SkinMask) => {
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
const filteredImages = (
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
  for (let i = 0; i < n; i++)
    if (skin[i])
      interior[i] = Math.max(
        MEASURE.edgeWeightFloor,
        smoothRamp(skinAround[i] ?? 0, ...MEASURE.edgeSkinShare),
      );
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
type Filtered = ReturnType<typeof filteredImages>;

/** Which zones fine lines are read on (face-aggregates.ts): the self-check visits their skin alone. */
const LINE_ZONE = ZONES.map((zone) => (AGGREGATE_ZONES.lines as readonly ZoneKey[]).includes(zone.key));

/** The self-check's copy: the same L* softened, and the valley filter run on it, on the fine lines' zones. */
const checkedValleys = (
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
const soft = (excess: number, knee: number, span: number) => Math.min(1, Math.max(0, (excess - knee) / span));

/** Each skin pixel's pore, dark-spot and red-spot response (0–1). */
const blobResponses = (
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
type Blobs = ReturnType<typeof blobResponses>;

/**
 * Each zone's skin pixels in one pass (in image order, so sums are the same as a scan per zone); its area is
 * the part inside the photo (ZoneRaw.skinShare).
 */
const zonePixelIndex = (face: CanonicalFace, { n, labels }: ZoneMaps, { skin }: SkinMask) => {
  const zoneArea = new Array<number>(ZONES.length).fill(0);
  const zoneOutline = new Array<number>(ZONES.length).fill(0);
  const zoneStart = new Int32Array(ZONES.length + 1);
  for (let i = 0; i < n; i++) {
    const label = labels[i] ?? 0;
    if (!label) continue;
    zoneOutline[label - 1] = (zoneOutline[label - 1] ?? 0) + 1;
    if (face.inside[i]) zoneArea[label - 1] = (zoneArea[label - 1] ?? 0) + 1;
    if (skin[i]) zoneStart[label] = (zoneStart[label] as number) + 1;
  }
  for (let z = 1; z <= ZONES.length; z++)
    zoneStart[z] = (zoneStart[z] as number) + (zoneStart[z - 1] as number);
  const zonePixels = new Int32Array(zoneStart[ZONES.length] as number);
  const next = zoneStart.slice(0, ZONES.length);
  for (let i = 0; i < n; i++) {
    const label = labels[i] ?? 0;
    if (label && skin[i]) zonePixels[(next[label - 1] as number)++] = i;
  }
  return { zoneArea, zoneOutline, zoneStart, zonePixels };
};
type ZonePixels = ReturnType<typeof zonePixelIndex>;

/** Everything a zone's statistics read, and the per-pixel scratch rows they share. */
interface ZoneInputs {
  face: CanonicalFace;
  lab: LabImage;
  gains: ChannelGains;
  maps: ZoneMaps;
  mask: SkinMask;
  diffuse: Uint8Array;
  f: Filtered;
  blobs: Blobs;
  index: ZonePixels;
  rows: {
    Ls: Float32Array;
    smoothLs: Float32Array;
    weights: Float32Array;
    detrended: Float32Array;
    diffuseWeights: Float32Array;
  };
}

/** An image's mean over a zone's pixels, weighed as the high-pass measures are (by `interior`). */
const detailMean = ({ index, f }: ZoneInputs, image: Float32Array, from: number, to: number) => {
  let detail = 0;
  let sum = 0;
  for (let p = from; p < to; p++) {
    const i = index.zonePixels[p] as number;
    const w = f.interior[i] ?? 0;
    detail += w;
    sum += (image[i] ?? 0) * w;
  }
  return sum / (detail > 0 ? detail : 1);
};

/** A zone's upper-half minus lower-half median lightness (rows split where half its weight is reached). */
const verticalShadeOf = ({ face, index, rows }: ZoneInputs, from: number, to: number, count: number) => {
  const { smoothLs, weights } = rows;
  // Pixels come in image order, so rows ascend: the row where half the zone's weight is reached splits it
  // into upper and lower.
  const rowOf = (p: number) => Math.floor((index.zonePixels[p] as number) / face.width);
  let half = from;
  for (let seen = 0; half < to; half++) {
    seen += weights[half] as number;
    if (seen >= count / 2) break;
  }
  const midRow = half < to ? rowOf(half) : 0;
  let split = from;
  while (split < to && rowOf(split) <= midRow) split++;
  const upper = smoothLs.subarray(from, split);
  const lower = smoothLs.subarray(split, to);
  const upperWeights = weights.subarray(from, split);
  const lowerWeights = weights.subarray(split, to);
  return upper.length > 0 && lower.length > 0
    ? weightedQuantile(upper, upperWeights, 0.5) - weightedQuantile(lower, lowerWeights, 0.5)
    : 0;
};

/** One zone's raw numbers (ZoneRaw), over its skin pixels. */
const zoneRaw = (inputs: ZoneInputs, zoneIndex: number): ZoneRaw => {
  const { face, lab, gains, maps, mask, diffuse, f, blobs, index, rows } = inputs;
  const { Ls, smoothLs, weights, detrended, diffuseWeights } = rows;
  const from = index.zoneStart[zoneIndex] as number;
  const to = index.zoneStart[zoneIndex + 1] as number;
  let fold = 0;
  let chromaSum = 0;
  let a = 0;
  let b = 0;
  let linR = 0;
  let linG = 0;
  let shine = 0;
  let hp2 = 0;
  let valley = 0;
  let poreSum = 0;
  let spotSum = 0;
  let redSum = 0;
  let count = 0;
  let detail = 0;
  for (let p = from; p < to; p++) {
    const i = index.zonePixels[p] as number;
    const L = lab.L[i] ?? 0;
    const k = mask.skinWeight[i] as number;
    Ls[p] = L;
    smoothLs[p] = f.smoothL[i] ?? 0;
    weights[p] = k;
    detrended[p] = (f.toneFine[i] ?? 0) - (f.spotCoarse[i] ?? 0);
    diffuseWeights[p] = diffuse[i] ? k : 0;
    // Colour, shine and the quantiles weigh a pixel by its own skin weight; the high-pass measures by the skin
    // around it (interior, the soft mask blurred at the texture scale) alone: a dark line's or spot's own pixels
    // are darker than the skin beside them, and their own weight would count them less on a darker face (a
    // side-lit face's fine lines moved 100 → 95 when they did).
    const w = f.interior[i] ?? 0;
    detail += w;
    fold += (f.folds[i] ?? 0) * w;
    chromaSum += (maps.chroma[i] ?? 0) * k;
    a += (lab.a[i] ?? 0) * k;
    b += (lab.b[i] ?? 0) * k;
    linR += srgbToLinear(face.rgb[3 * i] ?? 0) * gains.r * k;
    linG += srgbToLinear(face.rgb[3 * i + 1] ?? 0) * gains.g * k;
    // Soft shine: how far above the skin's median lightness, times how far below its median chroma.
    shine +=
      soft(L - mask.shineL, MEASURE.shineAboveMedianL, MEASURE.shineSpanL) *
      soft(mask.paleFrom - (maps.chroma[i] ?? 0), 0, mask.paleSpan) *
      k;
    hp2 += (L - (f.smoothL[i] ?? 0)) ** 2 * w;
    valley += (f.valleys[i] ?? 0) * w;
    poreSum += (blobs.pore[i] ?? 0) * w;
    spotSum += (blobs.spot[i] ?? 0) * w;
    redSum += (blobs.red[i] ?? 0) * w;
    count += k;
  }
  const safe = count > 0 ? count : 1;
  const detailSafe = detail > 0 ? detail : 1;
  const meanB = b / safe;
  const zoneLs = Ls.subarray(from, to);
  const zoneWeights = weights.subarray(from, to);
  const zoneSpots = detrended.subarray(from, to);
  const zoneDiffuse = diffuseWeights.subarray(from, to);
  const medL = count > 0 ? weightedQuantile(zoneLs, zoneWeights, 0.5) : Number.NaN;
  const lightness = count > 0 ? weightedQuantile(smoothLs.subarray(from, to), zoneWeights, 0.5) : Number.NaN;
  return {
    skinPixels: count,
    skinShare: count / Math.max(1, index.zoneArea[zoneIndex] ?? 0),
    lightness,
    redness: a / safe,
    yellowness: meanB,
    ita: (Math.atan2(lightness - 50, meanB) * 180) / Math.PI,
    erythemaIndex: 100 * Math.log10(Math.max(1e-6, linR) / Math.max(1e-6, linG)),
    shineShare: shine / safe,
    textureRms: Math.sqrt(hp2 / detailSafe),
    lineResponse: valley / detailSafe,
    wrinkleResponse: fold / detailSafe,
    chroma: chromaSum / safe,
    sheenContrast: weightedQuantile(zoneLs, zoneWeights, 0.9) - medL,
    verticalShade: verticalShadeOf(inputs, from, to, count),
    poreResponse: poreSum / detailSafe,
    redSpotResponse: redSum / detailSafe,
    darkSpotResponse: spotSum / detailSafe,
    lightnessSpread:
      weightedQuantile(zoneSpots, zoneDiffuse, 0.9) - weightedQuantile(zoneSpots, zoneDiffuse, 0.1),
  };
};

export const measureZones = (
  face: CanonicalFace,
  lab: LabImage,
  gains: ChannelGains,
  /**
   * The steadiness self-check's blur (canonical pixels, steadiness-check.ts): when given, fine lines are read again
   * on L* softened by it, on the same skin, mask and weights, so only the pixels differ.
   */
  checkSigma?: number,
): ZoneMeasure[] => {
  scratch.reset();
  const take = scratch.take;
  const maps = zoneMaps(face, lab, take);
  const mask = skinMask(face, lab, maps, take);
  const diffuse = diffuseSkin(lab, maps, mask);
  const f = filteredImages(face, lab, maps, mask, diffuse, take);
  const checkValleys = checkSigma ? checkedValleys(face, lab, maps, mask, checkSigma) : undefined;
  const blobs = blobResponses(face, lab, maps, mask, diffuse, f, take);
  const index = zonePixelIndex(face, maps, mask);
  const length = index.zonePixels.length;
  const rows = {
    Ls: take(length),
    smoothLs: take(length),
    weights: take(length),
    detrended: take(length),
    diffuseWeights: take(length),
  };
  const inputs: ZoneInputs = { face, lab, gains, maps, mask, diffuse, f, blobs, index, rows };
  return ZONES.map((zone, zoneIndex) => {
    const raw = zoneRaw(inputs, zoneIndex);
    const from = index.zoneStart[zoneIndex] as number;
    const to = index.zoneStart[zoneIndex + 1] as number;
    return {
      key: zone.key,
      name: zone.name,
      landmarks: zone.landmarks,
      raw,
      inPhoto: (index.zoneArea[zoneIndex] ?? 0) / Math.max(1, index.zoneOutline[zoneIndex] ?? 0),
      // A zone fine lines are not read on keeps its own line response (the check did not visit it).
      ...(checkValleys
        ? {
            checked: {
              lineResponse: LINE_ZONE[zoneIndex]
                ? detailMean(inputs, checkValleys, from, to)
                : raw.lineResponse,
            },
          }
        : {}),
    };
  });
};
