import { pointBounds } from '@pele/shared/head-pose';
import type { CanonicalFace } from '../find-face/face-geometry';
import type { ChannelGains, LabImage } from '../light/color';
import { ScratchImages } from '../photo/image-filters';
import { MEASURE } from '../scoring';
import {
  blobResponses,
  checkedValleys,
  diffuseSkin,
  filteredImages,
  LINE_ZONE,
  polygonOf,
  skinMask,
  zoneMaps,
} from './zone-images';
import type { ZoneMeasure } from './zone-raw';
import { detailMean, type ZoneInputs, zonePixelIndex, zoneRaw } from './zone-statistics';

export { softenedValleys } from './zone-images';
export type { CheckedRaw, ZoneMeasure, ZoneRaw } from './zone-raw';

import { scalePolygon, ZONES } from './face-zones';

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

/** The float images of one measureZones run, reused by the next (measureZones is synchronous). */
const scratch = new ScratchImages();

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
