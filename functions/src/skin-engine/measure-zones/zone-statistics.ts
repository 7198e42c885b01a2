import type { CanonicalFace } from '../find-face/face-geometry';
import { type ChannelGains, type LabImage, srgbToLinear } from '../light/color';
import { weightedQuantile } from '../photo/image-filters';
import { MEASURE } from '../scoring';
import { ZONES } from './face-zones';
import { type Blobs, type Filtered, type SkinMask, soft, type ZoneMaps } from './zone-images';
import type { ZoneRaw } from './zone-raw';

/** Each zone's raw numbers (ZoneRaw) from the images of zone-images.ts, over the zone's own skin pixels. */

/**
 * Each zone's skin pixels in one pass (in image order, so sums are the same as a scan per zone); its area is
 * the part inside the photo (ZoneRaw.skinShare).
 */
export const zonePixelIndex = (face: CanonicalFace, { n, labels }: ZoneMaps, { skin }: SkinMask) => {
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
export type ZonePixels = ReturnType<typeof zonePixelIndex>;

/** Everything a zone's statistics read, and the per-pixel scratch rows they share. */
export interface ZoneInputs {
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
export const detailMean = ({ index, f }: ZoneInputs, image: Float32Array, from: number, to: number) => {
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

/**
 * One zone's raw numbers (ZoneRaw), over its skin pixels. Longer than a function here should be, on purpose: one
 * pass over the zone's pixels with its sums in locals is the engine's hottest loop, and split in parts it would
 * visit every pixel once per part.
 */
export const zoneRaw = (inputs: ZoneInputs, zoneIndex: number): ZoneRaw => {
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
