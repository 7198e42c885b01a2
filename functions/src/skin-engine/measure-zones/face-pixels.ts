/**
 * The pixels a face is measured on: its surroundings cut from the photo, reduced or softened so that its
 * pixel-scale detail reads alike whatever the face's size in the photo.
 */
import { pointBounds } from '@pele/shared/head-pose';
import type { Candidate } from '../find-face/find-face';
import { cutImage, type Region, type RgbImage, reducedPoint, softenImage } from '../photo/image-io';
import { FRAME, MEASURE } from '../scoring';
import type { Point } from './face-zones';

/** The face's bounding box grown by `margin` pixels on every side, within the photo. */
const faceSurroundings = (
  image: RgbImage,
  points: readonly (readonly [number, number])[],
  margin: number,
) => {
  const { minX, minY, maxX, maxY } = pointBounds(points);
  const left = Math.max(0, Math.floor(minX - margin));
  const top = Math.max(0, Math.floor(minY - margin));
  const right = Math.min(image.width, Math.ceil(maxX + margin));
  const bottom = Math.min(image.height, Math.ceil(maxY + margin));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
};

const contains = (outer: Region, inner: Region) =>
  outer.left <= inner.left &&
  outer.top <= inner.top &&
  outer.left + outer.width >= inner.left + inner.width &&
  outer.top + outer.height >= inner.top + inner.height;

/** A region of the photo softened by sharp on its own threads, and the promise of its pixels. */
export interface SoftenedAhead {
  region: Region;
  image: Promise<RgbImage>;
}

/**
 * Starts softening the first fit's surroundings while the mesh is refitted (about 50 ms of model runs on this
 * thread), when the face looks small enough to be softened rather than reduced (measuredPixels): a whole face
 * width around it, so the refitted face's half-width surroundings fall inside (the refits move landmarks by a few
 * per cent of the face). Not used when they do not, or when the face turns out to need reducing.
 */
export const softenAhead = (image: RgbImage, first: Candidate): SoftenedAhead | undefined => {
  if (first.width > FRAME.detailFaceWidth) return undefined;
  const region = faceSurroundings(image, first.points, first.width);
  const softened = softenImage(image, MEASURE.enlargedFaceSoftenSigma, region);
  // Awaited only if used; its failure must not go unhandled when it is not.
  softened.catch(() => undefined);
  return { region, image: softened };
};

/**
 * The pixels a face is measured on, its landmarks on them, and their scale to the photo's. Only the face and
 * half its width around are taken (a blur or a resample is the same away from the crop's edges).
 * - A face wider than FRAME.detailFaceWidth is first reduced to it (Lanczos, which does not alias as the warp's
 *   bilinear sampling would), so its pixel-scale detail (lines, texture, pores, spots) is what a face of that
 *   width shows whatever its distance from the camera; then softened as a smaller face is.
 * - A face up to that width is enlarged by the warp into the canonical frame, and with it the photo's JPEG blocks
 *   and sensor noise, which the pore, line and spot filters would read as skin: it is softened first (perhaps
 *   already, while the mesh was refitted: softenAhead).
 */
export const measuredPixels = async (
  image: RgbImage,
  points: readonly Point[],
  faceWidth: number,
  softened?: SoftenedAhead,
): Promise<{ image: RgbImage; points: Point[]; scale: number }> => {
  const region = faceSurroundings(image, points, faceWidth / 2);
  if (faceWidth > FRAME.detailFaceWidth) {
    const factor = FRAME.detailFaceWidth / faceWidth;
    const size = {
      width: Math.max(1, Math.round(region.width * factor)),
      height: Math.max(1, Math.round(region.height * factor)),
    };
    return {
      image: await cutImage(image, region, size, MEASURE.enlargedFaceSoftenSigma),
      points: points.map((point) => reducedPoint(point, region, size)),
      scale: size.width / region.width,
    };
  }
  // Softened ahead on a region holding this one: the same pixels wherever the warp reads them.
  const ahead = softened && contains(softened.region, region) ? softened : undefined;
  const around = ahead?.region ?? region;
  return {
    image: await (ahead?.image ?? softenImage(image, MEASURE.enlargedFaceSoftenSigma, around)),
    points: points.map(([x, y]) => [x - around.left, y - around.top]),
    scale: 1,
  };
};
