/**
 * Stage "level and choose the view": the detector alone sights the face and its eye line at any tilt, a face not
 * clearly upright is tried in each quarter turn, and a measured face's landmarks and result are brought back
 * onto the photo as sent.
 */
import { round, type SkinAnalysisResult } from '../analysis-outcome';
import type { DetectedFace } from '../find-face/face-detector';
import type { MeshPoint } from '../find-face/face-geometry';
import type { FaceRuntime } from '../find-face/face-runtime';
import { type Candidate, detectionCopy, withMesh } from '../find-face/find-face';
import { beforeRotation, type RgbImage } from '../photo/image-io';
import { QUALITY } from '../scoring';

/** The largest face the detector alone sees: how sure it is, and its eye line from the detector's eye points. */
export interface Sighting {
  boxScore: number;
  rollDegrees: number;
}

export const sightFace = async (runtime: FaceRuntime, image: RgbImage): Promise<Sighting | undefined> => {
  const copy = await detectionCopy(image);
  const faces = await runtime.sight(copy.data, copy.width, copy.height);
  // The largest by its box's area within the photo (whole pixels, as Human reported it).
  const area = ({ box }: DetectedFace) =>
    Math.trunc(Math.min(copy.width, box.right) - Math.max(0, box.left)) *
    Math.trunc(Math.min(copy.height, box.bottom) - Math.max(0, box.top));
  const face = faces.filter((f) => f.boxScore >= QUALITY.minBoxScore).sort((p, q) => area(q) - area(p))[0];
  if (!face) return undefined;
  const [first = [0, 0], second = [0, 0]] = face.keypoints;
  const rollDegrees = (Math.atan2(second[1] - first[1], second[0] - first[0]) * 180) / Math.PI;
  return { boxScore: face.boxScore, rollDegrees };
};

export type QuarterTurns = 0 | 1 | 2 | 3;

/** How the photo was turned before measuring: quarter turns, a search angle, then the levelling angle. */
export interface PhotoView {
  /** The photo as sent (decoded), which results are mapped back onto. */
  photo: RgbImage;
  turns: QuarterTurns;
  /** The photo in its quarter turns (no resample): the image measured. */
  upright: RgbImage;
  /** The ±30° search turn (clockwise degrees), 0 when none. */
  degrees: number;
  /** The image the mesh is fitted on: upright, then turned by the search angle and the levelling angle. */
  image: RgbImage;
  /** The levelling turn (clockwise degrees) and the size of the image it was applied to. */
  levelDegrees?: number;
  before?: { width: number; height: number };
}

/**
 * Normalized coordinates measured on the photo turned clockwise by `turns` quarters, back on the photo as the
 * user sent it (the stored image and its overlay are not turned).
 */
export const unturn = (turns: QuarterTurns, [u, v]: readonly [number, number]): [number, number] =>
  turns === 1 ? [v, 1 - u] : turns === 2 ? [1 - u, 1 - v] : turns === 3 ? [1 - v, u] : [u, v];

/** The face fitted on the view's image, with its points turned back onto the upright photo (depth unchanged). */
export const ontoUpright = (face: Candidate, view: PhotoView): Candidate => {
  if (view.degrees === 0 && !view.levelDegrees) return face;
  const back = ([x, y, z]: MeshPoint): MeshPoint => {
    let q: readonly [number, number] = [x, y];
    if (view.levelDegrees && view.before) q = beforeRotation(view.levelDegrees, view.before, q);
    if (view.degrees) q = beforeRotation(view.degrees, view.upright, q);
    return [q[0], q[1], z];
  };
  return withMesh(face, face.mesh.map(back));
};

/** A result measured on the photo in quarter turns, back on the photo as sent. */
export const backToPhoto = (
  result: SkinAnalysisResult,
  turns: QuarterTurns,
  photo: RgbImage,
): SkinAnalysisResult => {
  if (turns === 0) return result;
  const point = (p: readonly [number, number]): [number, number] =>
    unturn(turns, p).map((n) => round(Math.min(1, Math.max(0, n)), 4)) as [number, number];
  const { x, y, width, height } = result.face.box;
  const corners = [
    point([x, y]),
    point([x + width, y]),
    point([x, y + height]),
    point([x + width, y + height]),
  ];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  // The roll was read on the photo in quarter turns; the photo's own tilt adds them back.
  const rollDegrees = round(
    ((((result.quality.checks.rollDegrees - 90 * turns + 180) % 360) + 360) % 360) - 180,
    2,
  );
  return {
    ...result,
    quality: {
      ...result.quality,
      checks: { ...result.quality.checks, rollDegrees },
      photo: { ...result.quality.photo, rollDegrees },
    },
    zones: result.zones.map((zone) => ({ ...zone, polygon: zone.polygon.map(point) })),
    face: {
      ...result.face,
      box: {
        x: Math.min(...xs),
        y: Math.min(...ys),
        width: round(Math.max(...xs) - Math.min(...xs), 4),
        height: round(Math.max(...ys) - Math.min(...ys), 4),
      },
    },
    image: { width: photo.width, height: photo.height },
  };
};
