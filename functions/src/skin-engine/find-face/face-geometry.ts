import type { HeadPose, MeshPoint } from '@pele/shared/head-pose';
import type { Point } from '../measure-zones/face-zones';

// The head pose lives in shared/ so the camera screen reads it with the same maths; re-exported for the analyzer.
export { type HeadPose, headPose, type MeshPoint } from '@pele/shared/head-pose';

/**
 * The canonical frame: the face rotated so the eye corners are level and scaled so the face width
 * (landmarks 234–454) is a fixed number of pixels. Measuring there makes texture, pores and lines comparable
 * between a 640 px and a 1280 px photo and cancels small head tilts.
 */
export interface CanonicalFace {
  width: number;
  height: number;
  rgb: Uint8Array;
  /** 1 where the pixel comes from the photo, 0 where the face runs past the photo's edge (a tight crop). */
  inside: Uint8Array;
  /** The 468 landmarks in canonical pixels. */
  landmarks: Point[];
  /** Source pixels per canonical pixel: above 1 means the photo had more detail than we keep. */
  sourcePixelsPerPixel: number;
}

const vector = (p: MeshPoint, q: MeshPoint): MeshPoint => [q[0] - p[0], q[1] - p[1], q[2] - p[2]];

/**
 * How squarely a patch of the face looks at the camera: the area-weighted mean cosine between the surface normal
 * of its mesh triangles and the view direction (1 = straight at it, 0 = edge-on). Equal to the patch's projected
 * area over its true area, so a cheek seen at 60° counts 0.5.
 */
export const meanFacing = (mesh: readonly MeshPoint[], triangles: readonly (readonly number[])[]): number => {
  let projected = 0;
  let area = 0;
  for (const [a, b, c] of triangles) {
    const p = mesh[a ?? 0];
    const q = mesh[b ?? 0];
    const r = mesh[c ?? 0];
    if (!p || !q || !r) continue;
    const u = vector(p, q);
    const v = vector(p, r);
    const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    const size = Math.hypot(n[0] ?? 0, n[1] ?? 0, n[2] ?? 0);
    projected += Math.abs(n[2] ?? 0);
    area += size;
  }
  return area > 0 ? projected / area : 0;
};

/** Resamples the face into the canonical frame with bilinear interpolation. */
export const toCanonical = (
  rgb: Uint8Array,
  width: number,
  height: number,
  points: readonly Point[],
  pose: Pick<HeadPose, 'rollDegrees' | 'faceWidth'>,
  canonicalFaceWidth: number,
): CanonicalFace => {
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
  const inside = new Uint8Array(outW * outH);
  // Source coordinates step by a constant along a row: added up rather than recomputed (≈ 150 000 pixels a face;
  // the sums drift by far less than a millionth of a pixel).
  const stepX = cos / det;
  const stepY = -sin / det;
  for (let v = 0; v < outH; v++) {
    const gy = v + minY;
    let x = (minX * cos + gy * sin) / det;
    let y = (-minX * sin + gy * cos) / det;
    for (let u = 0; u < outW; u++, x += stepX, y += stepY) {
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const o = 3 * (v * outW + u);
      // Inside the photo with both neighbours (nearly every pixel of a face): no clamping.
      const interior = x0 >= 0 && y0 >= 0 && x0 < width - 1 && y0 < height - 1;
      const xa = interior ? x0 : Math.min(width - 1, Math.max(0, x0));
      const xb = interior ? x0 + 1 : Math.min(width - 1, Math.max(0, x0 + 1));
      const ya = interior ? y0 : Math.min(height - 1, Math.max(0, y0));
      const yb = interior ? y0 + 1 : Math.min(height - 1, Math.max(0, y0 + 1));
      inside[v * outW + u] =
        interior || (x >= -0.5 && y >= -0.5 && x <= width - 0.5 && y <= height - 0.5) ? 1 : 0;
      const i00 = 3 * (ya * width + xa);
      const i10 = 3 * (ya * width + xb);
      const i01 = 3 * (yb * width + xa);
      const i11 = 3 * (yb * width + xb);
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      // Indices are within the photo by the clamps above; the weighted sums are ≥ 0, so adding ½ and truncating
      // rounds as Math.round does.
      for (let c = 0; c < 3; c++) {
        out[o + c] =
          ((rgb[i00 + c] as number) * w00 +
            (rgb[i10 + c] as number) * w10 +
            (rgb[i01 + c] as number) * w01 +
            (rgb[i11 + c] as number) * w11 +
            0.5) |
          0;
      }
    }
  }
  return { width: outW, height: outH, rgb: out, inside, landmarks, sourcePixelsPerPixel: 1 / scale };
};
