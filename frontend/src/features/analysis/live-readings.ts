import { headPose, type MeshPoint, modelDepthToPixels, pointBounds } from '@pele/shared/head-pose';
import { srgbLightness } from '@pele/shared/lightness';
import { ANALYSED_LONG_SIDE_PX, type PhotoReadings } from '@pele/shared/photo-quality';

/**
 * The camera screen's live photo readings (pose, light, size) from one video frame's face mesh and the pixels
 * of the face in that frame, read the way the analyzer reads the captured photo: the same head pose maths
 * (shared/head-pose) and the same L* curve (shared/lightness). Pure: the browser glue is live-face-reader.ts.
 */

/**
 * The face is read from a copy at most this wide: the lightness of five skin patches needs no more, and a phone
 * keeps its frame rate.
 */
export const CROP_WIDTH_PX = 160;

/**
 * One small square per zone the analyzer averages the skin lightness over (forehead, nose, both cheeks, chin),
 * centred on a mesh landmark inside that zone and sized as a share of the face width (ear to ear). Kept inside
 * the zones, away from brows, eyes, nostrils and lips.
 */
export const SKIN_PATCHES = [
  { zone: 'forehead', landmark: 151, size: 0.14 },
  { zone: 'nose', landmark: 197, size: 0.05 },
  { zone: 'cheek_left', landmark: 205, size: 0.1 },
  { zone: 'cheek_right', landmark: 425, size: 0.1 },
  { zone: 'chin', landmark: 200, size: 0.08 },
] as const;

/** RGBA pixels, as a 2D canvas's getImageData returns them. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/**
 * The face's part of the frame, in whole frame pixels (the mesh's bounding box, within the frame), and the size
 * of the copy it is read from: `scale` copy pixels per frame pixel, never more than 1.
 */
export interface FaceCrop {
  left: number;
  top: number;
  width: number;
  height: number;
  scale: number;
  outWidth: number;
  outHeight: number;
}

/** Where to cut the face out of a frame; undefined when the mesh lies outside the frame. */
export const faceCrop = (
  mesh: readonly MeshPoint[],
  frameWidth: number,
  frameHeight: number,
): FaceCrop | undefined => {
  if (mesh.length === 0) return undefined;
  const { minX, minY, maxX, maxY } = pointBounds(mesh);
  const left = Math.max(0, Math.floor(minX));
  const top = Math.max(0, Math.floor(minY));
  const width = Math.min(frameWidth, Math.ceil(maxX)) - left;
  const height = Math.min(frameHeight, Math.ceil(maxY)) - top;
  if (width < 1 || height < 1) return undefined;
  const scale = Math.min(1, CROP_WIDTH_PX / width);
  return {
    left,
    top,
    width,
    height,
    scale,
    outWidth: Math.max(1, Math.round(width * scale)),
    outHeight: Math.max(1, Math.round(height * scale)),
  };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * The skin's lightness as the analyzer reports it: the median L* of each zone's patch, averaged over the zones
 * seen (undefined when no patch falls inside the crop).
 */
export const skinLightness = (
  mesh: readonly MeshPoint[],
  faceWidth: number,
  pixels: Pixels,
  crop: Pick<FaceCrop, 'left' | 'top' | 'scale'>,
): number | undefined => {
  const zoneMedians: number[] = [];
  for (const patch of SKIN_PATCHES) {
    const centre = mesh[patch.landmark];
    if (!centre) continue;
    const cx = (centre[0] - crop.left) * crop.scale;
    const cy = (centre[1] - crop.top) * crop.scale;
    const half = Math.max(1, (patch.size * faceWidth * crop.scale) / 2);
    const values: number[] = [];
    for (
      let y = Math.max(0, Math.round(cy - half));
      y < Math.min(pixels.height, Math.round(cy + half));
      y++
    ) {
      for (
        let x = Math.max(0, Math.round(cx - half));
        x < Math.min(pixels.width, Math.round(cx + half));
        x++
      ) {
        const i = 4 * (y * pixels.width + x);
        values.push(srgbLightness(pixels.data[i] ?? 0, pixels.data[i + 1] ?? 0, pixels.data[i + 2] ?? 0));
      }
    }
    if (values.length > 0) zoneMedians.push(median(values));
  }
  if (zoneMedians.length === 0) return undefined;
  return zoneMedians.reduce((sum, value) => sum + value, 0) / zoneMedians.length;
};

/** Photo pixels per video pixel once the analyzer has capped the photo's long side. */
export const analyzedScale = (videoWidth: number, videoHeight: number) =>
  Math.min(1, ANALYSED_LONG_SIDE_PX / Math.max(videoWidth, videoHeight, 1));

export interface LiveFrame {
  /** The face mesh (x, y, z) in pixels of the frame it was fitted on, as the detector returns it. */
  mesh: readonly MeshPoint[];
  frameWidth: number;
  frameHeight: number;
  /** That frame's face crop (see faceCrop) and the copy's RGBA pixels. */
  crop: FaceCrop;
  pixels: Pixels;
}

/**
 * Pose, light and size of the face in a frame, in the units of PhotoReadings (the face width in pixels of the
 * photo the analyzer will measure); undefined when no skin could be sampled (a face mostly out of the frame).
 */
export const liveReadings = ({
  mesh,
  frameWidth,
  frameHeight,
  crop,
  pixels,
}: LiveFrame): PhotoReadings | undefined => {
  const pose = headPose(mesh, modelDepthToPixels(mesh));
  const lightness = skinLightness(mesh, pose.faceWidth, pixels, crop);
  if (lightness === undefined) return undefined;
  return {
    yawDegrees: pose.yawDegrees,
    pitchDegrees: pose.pitchDegrees,
    skinLightness: lightness,
    faceWidthPx: pose.faceWidth * analyzedScale(frameWidth, frameHeight),
  };
};
