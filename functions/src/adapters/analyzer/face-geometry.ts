import { LANDMARK, type Point } from './face-zones';

/**
 * The canonical frame: the face rotated so the eye corners are level and scaled so the face width
 * (landmarks 234–454) is a fixed number of pixels. Measuring there makes texture, pores and lines comparable
 * between a 640 px and a 1280 px photo and cancels small head tilts.
 */
export interface CanonicalFace {
  width: number;
  height: number;
  rgb: Uint8Array;
  /** The 468 landmarks in canonical pixels. */
  landmarks: Point[];
  /** Source pixels per canonical pixel: above 1 means the photo had more detail than we keep. */
  sourcePixelsPerPixel: number;
}

export interface HeadPose {
  /** Eye-line angle in degrees (0 = level). */
  rollDegrees: number;
  /** Nose-tip offset from the middle of the face width, −0.5…0.5 (0 = facing the camera). */
  yawRatio: number;
  /** Nose-tip height between the eye line (0) and the chin (1); about 0.45 when facing the camera. */
  pitchRatio: number;
  /** Face width in source pixels (landmarks 234–454). */
  faceWidth: number;
}

const sub = (p: Point, q: Point): Point => [p[0] - q[0], p[1] - q[1]];
const lm = (points: readonly Point[], index: number): Point => points[index] ?? [0, 0];

export const headPose = (points: readonly Point[]): HeadPose => {
  const eyeL = lm(points, LANDMARK.eyeOuterLeft);
  const eyeR = lm(points, LANDMARK.eyeOuterRight);
  const [ex, ey] = sub(eyeR, eyeL);
  const roll = Math.atan2(ey, ex);
  const cos = Math.cos(-roll);
  const sin = Math.sin(-roll);
  const level = (p: Point): Point => [p[0] * cos - p[1] * sin, p[0] * sin + p[1] * cos];
  const edgeL = level(lm(points, LANDMARK.faceEdgeLeft));
  const edgeR = level(lm(points, LANDMARK.faceEdgeRight));
  const nose = level(lm(points, LANDMARK.noseTip));
  const eyeLine = (level(eyeL)[1] + level(eyeR)[1]) / 2;
  const chin = level(lm(points, LANDMARK.chinBottom));
  const faceWidth = Math.hypot(...sub(lm(points, LANDMARK.faceEdgeRight), lm(points, LANDMARK.faceEdgeLeft)));
  return {
    rollDegrees: (roll * 180) / Math.PI,
    yawRatio: (nose[0] - edgeL[0]) / Math.max(1e-6, edgeR[0] - edgeL[0]) - 0.5,
    pitchRatio: (nose[1] - eyeLine) / Math.max(1e-6, chin[1] - eyeLine),
    faceWidth,
  };
};

/** Resamples the face into the canonical frame with bilinear interpolation. */
export const toCanonical = (
  rgb: Uint8Array,
  width: number,
  height: number,
  points: readonly Point[],
  canonicalFaceWidth: number,
): CanonicalFace => {
  const pose = headPose(points);
  const roll = (pose.rollDegrees * Math.PI) / 180;
  const scale = canonicalFaceWidth / pose.faceWidth;
  const cos = Math.cos(-roll) * scale;
  const sin = Math.sin(-roll) * scale;
  const forward = (p: Point): Point => [p[0] * cos - p[1] * sin, p[0] * sin + p[1] * cos];
  const moved = points.map(forward);
  const margin = canonicalFaceWidth * 0.06;
  const minX = Math.min(...moved.map((p) => p[0])) - margin;
  const minY = Math.min(...moved.map((p) => p[1])) - margin;
  const outW = Math.ceil(Math.max(...moved.map((p) => p[0])) + margin - minX);
  const outH = Math.ceil(Math.max(...moved.map((p) => p[1])) + margin - minY);
  const landmarks = moved.map(([x, y]) => [x - minX, y - minY] as const);
  // Inverse mapping: canonical (u, v) → source (x, y).
  const det = cos * cos + sin * sin;
  const out = new Uint8Array(outW * outH * 3);
  for (let v = 0; v < outH; v++) {
    for (let u = 0; u < outW; u++) {
      const gx = u + minX;
      const gy = v + minY;
      const x = (gx * cos + gy * sin) / det;
      const y = (-gx * sin + gy * cos) / det;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const xa = Math.min(width - 1, Math.max(0, x0));
      const xb = Math.min(width - 1, Math.max(0, x0 + 1));
      const ya = Math.min(height - 1, Math.max(0, y0));
      const yb = Math.min(height - 1, Math.max(0, y0 + 1));
      const o = 3 * (v * outW + u);
      for (let c = 0; c < 3; c++) {
        const p00 = rgb[3 * (ya * width + xa) + c] ?? 0;
        const p10 = rgb[3 * (ya * width + xb) + c] ?? 0;
        const p01 = rgb[3 * (yb * width + xa) + c] ?? 0;
        const p11 = rgb[3 * (yb * width + xb) + c] ?? 0;
        out[o + c] = Math.round(
          p00 * (1 - fx) * (1 - fy) + p10 * fx * (1 - fy) + p01 * (1 - fx) * fy + p11 * fx * fy,
        );
      }
    }
  }
  return { width: outW, height: outH, rgb: out, landmarks, sourcePixelsPerPixel: 1 / scale };
};
