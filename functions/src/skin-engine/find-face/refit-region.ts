import { MESH_CROP_OVER_POINTS, MESH_INPUT_PX, pointBounds } from '@pele/shared/head-pose';
import type { MeshPoint } from './face-geometry';

/**
 * The part of the photo the mesh is refitted in (face-runtime.ts, refit), cut from the photo's own pixels
 * rather than from the ≤ 640 px detection copy. A face in a 1280×720 camera frame is about 140 px wide in that
 * copy: the model's 192 px input then enlarges it, and the crow's-foot outlines, drawn on the silhouette's
 * landmarks, moved by several pixels between a frame and the same frame turned 5°. Cut from the photo, the same
 * face is twice as sharp. A large face is reduced (by sharp, with its Lanczos filter) until the refit's crop is
 * REFIT_CROP_OVER_INPUT times the model's input: the crop's bilinear read (turnedCrop) takes one sample per model
 * pixel, and from a face several times larger it would skip pixels (aliasing) that a re-save changes.
 */
export const REFIT_CROP_OVER_INPUT = 2;

/**
 * The region's half side over the longer side of the points' box: the refit's crop is MESH_CROP_OVER_POINTS
 * times that side, turned with the face (up to √2 wider across at 45°; a tilted photo is levelled first, so
 * about 1.07 × at the 4° turns), recentred on each pass; 1.1 holds all of it with a margin.
 */
const REGION_HALF_OVER_POINTS = 1.1;

/** A rectangle of the photo in whole pixels, and the factor it is reduced by (≤ 1) for the refit. */
export interface RefitRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Its size once reduced, in whole pixels. */
  reduced: { width: number; height: number };
  /** Region pixels per photo pixel, across and down. */
  scaleX: number;
  scaleY: number;
}

/** The region around a mesh (photo pixels) inside a photo of this size, and its reduction. */
export const refitRegion = (
  mesh: readonly MeshPoint[],
  photoWidth: number,
  photoHeight: number,
): RefitRegion => {
  const { minX, minY, maxX, maxY } = pointBounds(mesh);
  const side = Math.max(1, maxX - minX, maxY - minY);
  const half = REGION_HALF_OVER_POINTS * side;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const left = Math.max(0, Math.floor(cx - half));
  const top = Math.max(0, Math.floor(cy - half));
  const width = Math.max(1, Math.min(photoWidth, Math.ceil(cx + half)) - left);
  const height = Math.max(1, Math.min(photoHeight, Math.ceil(cy + half)) - top);
  const factor = Math.min(1, (REFIT_CROP_OVER_INPUT * MESH_INPUT_PX) / (MESH_CROP_OVER_POINTS * side));
  const reduced = {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
  return {
    left,
    top,
    width,
    height,
    reduced,
    scaleX: reduced.width / width,
    scaleY: reduced.height / height,
  };
};

/**
 * From the photo's pixels to the region's, and back; `mirroredPhotoWidth` when the points are in the photo's
 * mirror image and the region is read mirrored too (its x then counts from the region's right edge, which in
 * the mirror image lies at photo width − left − width).
 */
export const intoRegion = (
  mesh: readonly MeshPoint[],
  region: RefitRegion,
  mirroredPhotoWidth?: number,
): MeshPoint[] => {
  const left = originX(region, mirroredPhotoWidth);
  return mesh.map(([x, y, z]) => [(x - left) * region.scaleX, (y - region.top) * region.scaleY, z] as const);
};

export const fromRegion = (
  mesh: readonly MeshPoint[],
  region: RefitRegion,
  mirroredPhotoWidth?: number,
): MeshPoint[] => {
  const left = originX(region, mirroredPhotoWidth);
  return mesh.map(([x, y, z]) => [x / region.scaleX + left, y / region.scaleY + region.top, z] as const);
};

const originX = (region: RefitRegion, mirroredPhotoWidth?: number) =>
  mirroredPhotoWidth === undefined ? region.left : mirroredPhotoWidth - region.left - region.width;
