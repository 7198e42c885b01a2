import { describe, expect, it } from 'vitest';
import {
  FRONTAL_PITCH_OFFSET_DEGREES,
  headPose,
  MESH_CROP_OVER_POINTS,
  MESH_INPUT_PX,
  type MeshPoint,
  modelDepthToPixels,
  POSE_LANDMARK,
} from './head-pose';

/** A face looking straight at the camera: eyes level, 140 px ear to ear, forehead-to-chin in the image plane. */
const FRONTAL: Record<keyof typeof POSE_LANDMARK, MeshPoint> = {
  eyeOuterLeft: [-50, -20, 0],
  eyeOuterRight: [50, -20, 0],
  faceEdgeLeft: [-70, 0, 0],
  faceEdgeRight: [70, 0, 0],
  foreheadTop: [0, -90, 0],
  chinBottom: [0, 90, 0],
};

type Transform = (p: MeshPoint) => MeshPoint;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
/** In-plane rotation (roll). */
const aboutZ =
  (degrees: number): Transform =>
  ([x, y, z]) => [
    x * Math.cos(rad(degrees)) - y * Math.sin(rad(degrees)),
    x * Math.sin(rad(degrees)) + y * Math.cos(rad(degrees)),
    z,
  ];
/** Turn sideways (yaw). */
const aboutY =
  (degrees: number): Transform =>
  ([x, y, z]) => [
    x * Math.cos(rad(degrees)) + z * Math.sin(rad(degrees)),
    y,
    -x * Math.sin(rad(degrees)) + z * Math.cos(rad(degrees)),
  ];
/** Tip up or down (pitch). */
const aboutX =
  (degrees: number): Transform =>
  ([x, y, z]) => [
    x,
    y * Math.cos(rad(degrees)) - z * Math.sin(rad(degrees)),
    y * Math.sin(rad(degrees)) + z * Math.cos(rad(degrees)),
  ];
/** Moved into a 640×480 photo: the pose does not depend on where the face is. */
const placed: Transform = ([x, y, z]) => [x + 320, y + 240, z];

const mesh = (...transforms: Transform[]): MeshPoint[] => {
  const points: MeshPoint[] = Array.from({ length: 468 }, () => [0, 0, 0] as const);
  for (const [name, index] of Object.entries(POSE_LANDMARK)) {
    const start = FRONTAL[name as keyof typeof POSE_LANDMARK];
    points[index] = transforms.reduce((p, transform) => transform(p), start);
  }
  return points;
};

describe('headPose', () => {
  it('reads a frontal face as level and facing the camera, apart from the mesh’s fixed forehead lean', () => {
    const pose = headPose(mesh(placed));
    expect(pose.rollDegrees).toBeCloseTo(0, 6);
    expect(pose.yawDegrees).toBeCloseTo(0, 6);
    // The mesh's forehead of a frontal face leans back: a face in the image plane reads that much the other way.
    expect(pose.pitchDegrees).toBeCloseTo(-FRONTAL_PITCH_OFFSET_DEGREES, 6);
    expect(pose.faceWidth).toBeCloseTo(140, 6);
  });

  it('reads a tilted head’s roll from the eye line and takes it out of yaw and pitch', () => {
    const pose = headPose(mesh(aboutZ(30), placed));
    expect(pose.rollDegrees).toBeCloseTo(30, 6);
    expect(pose.yawDegrees).toBeCloseTo(0, 6);
    expect(pose.pitchDegrees).toBeCloseTo(-FRONTAL_PITCH_OFFSET_DEGREES, 6);
    expect(pose.faceWidth).toBeCloseTo(140, 6);
  });

  it('reads a turned head’s yaw, either way, without the face width shrinking', () => {
    for (const turn of [25, -25]) {
      const pose = headPose(mesh(aboutY(turn), placed));
      expect(pose.yawDegrees).toBeCloseTo(-turn, 6);
      expect(pose.faceWidth).toBeCloseTo(140, 6);
    }
    const tiltedAndTurned = headPose(mesh(aboutY(25), aboutZ(-15), placed));
    expect(tiltedAndTurned.rollDegrees).toBeCloseTo(-15, 6);
    expect(Math.abs(tiltedAndTurned.yawDegrees)).toBeCloseTo(25, 6);
  });

  it('reads a tipped head’s pitch', () => {
    expect(headPose(mesh(aboutX(15), placed)).pitchDegrees).toBeCloseTo(
      -15 - FRONTAL_PITCH_OFFSET_DEGREES,
      6,
    );
    expect(headPose(mesh(aboutX(-15), placed)).pitchDegrees).toBeCloseTo(
      15 - FRONTAL_PITCH_OFFSET_DEGREES,
      6,
    );
  });

  it('reads the same turn at any face size once the model’s depth is brought to pixels', () => {
    for (const size of [0.5, 1, 2.5]) {
      const inPixels = mesh(aboutY(30), ([x, y, z]): MeshPoint => [x * size, y * size, z * size]).map(placed);
      // As the model gives it: x and y in the image's pixels, z in units of its 192 px crop (1.4 × the face's
      // 180 px extent here).
      const crop = MESH_CROP_OVER_POINTS * 180 * size;
      const asModelled = inPixels.map(([x, y, z]): MeshPoint => [x, y, (z * MESH_INPUT_PX) / crop]);
      expect(modelDepthToPixels(asModelled)).toBeCloseTo(crop / MESH_INPUT_PX, 6);
      expect(headPose(asModelled, modelDepthToPixels(asModelled)).yawDegrees).toBeCloseTo(-30, 6);
    }
  });

  it('does not throw on a mesh missing its points', () => {
    expect(() => headPose([])).not.toThrow();
  });
});
