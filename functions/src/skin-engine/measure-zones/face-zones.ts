/**
 * Measurement zones and masks as polygons over the 468-point MediaPipe/FaceMesh topology (indices checked by
 * drawing them over the test portraits). "Left"/"right" are sides of the photo, not of the person, so the overlay
 * reads the same way the user sees the picture.
 */

export type Point = readonly [number, number];

export type ZoneKey =
  | 'forehead'
  | 'nose'
  | 'cheek_left'
  | 'cheek_right'
  | 'chin'
  | 'under_eye_left'
  | 'under_eye_right'
  | 'crows_feet_left'
  | 'crows_feet_right';

export interface ZoneDefinition {
  key: ZoneKey;
  name: string;
  landmarks: readonly number[];
  /** Measured area shrunk about its centre, away from borders where mesh jitter brings lashes or lids in. */
  shrink?: number;
}

export const ZONES: readonly ZoneDefinition[] = [
  {
    key: 'forehead',
    name: 'Testa',
    landmarks: [103, 67, 109, 10, 338, 297, 332, 333, 299, 337, 151, 108, 69, 104],
  },
  { key: 'nose', name: 'Nariz (zona T)', landmarks: [168, 351, 419, 248, 281, 275, 1, 45, 51, 3, 196, 122] },
  {
    key: 'cheek_left',
    name: 'Bochecha esquerda',
    landmarks: [117, 118, 119, 100, 142, 36, 203, 206, 207, 187, 123, 116],
  },
  {
    key: 'cheek_right',
    name: 'Bochecha direita',
    landmarks: [346, 347, 348, 329, 371, 266, 423, 426, 427, 411, 352, 345],
  },
  { key: 'chin', name: 'Queixo', landmarks: [182, 83, 18, 313, 406, 418, 428, 199, 208, 194] },
  {
    key: 'under_eye_left',
    name: 'Abaixo do olho esquerdo',
    landmarks: [31, 228, 229, 230, 231, 232, 121, 120, 119, 118, 117, 111],
    shrink: 0.8,
  },
  {
    key: 'under_eye_right',
    name: 'Abaixo do olho direito',
    landmarks: [261, 448, 449, 450, 451, 452, 350, 349, 348, 347, 346, 340],
    shrink: 0.8,
  },
  {
    key: 'crows_feet_left',
    name: 'Canto externo do olho esquerdo',
    landmarks: [139, 156, 124, 226, 35, 143, 116, 34, 127],
  },
  {
    key: 'crows_feet_right',
    name: 'Canto externo do olho direito',
    landmarks: [368, 383, 353, 446, 265, 372, 345, 264, 356],
  },
];

/** Eyes (with lids), brows and lips: never measured as skin, even where a zone polygon touches them. */
export const MASKED_FEATURES: readonly (readonly number[])[] = [
  [130, 25, 110, 24, 23, 22, 26, 112, 243, 190, 56, 28, 27, 29, 30, 247],
  [359, 255, 339, 254, 253, 252, 256, 341, 463, 414, 286, 258, 257, 259, 260, 467],
  [70, 63, 105, 66, 107, 55, 65, 52, 53, 46],
  [300, 293, 334, 296, 336, 285, 295, 282, 283, 276],
  [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146],
];

/** Landmarks used for the head pose and the canonical frame. */
export const LANDMARK = {
  eyeOuterLeft: 33,
  eyeOuterRight: 263,
  faceEdgeLeft: 234,
  faceEdgeRight: 454,
  noseTip: 1,
  foreheadTop: 10,
  chinBottom: 152,
  betweenEyes: 168,
} as const;

/** Fills a polygon into a mask (even-odd rule, pixel centres), writing `value`. */
export const fillPolygon = (
  mask: Uint8Array,
  width: number,
  height: number,
  polygon: readonly Point[],
  value: number,
) => {
  if (polygon.length < 3) return;
  let minY = height;
  let maxY = 0;
  for (const [, y] of polygon) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const crossings: number[] = [];
  for (let y = Math.max(0, Math.floor(minY)); y <= Math.min(height - 1, Math.ceil(maxY)); y++) {
    const cy = y + 0.5;
    crossings.length = 0;
    // Indexed rather than destructured: until the JIT optimizes this loop, destructuring allocates an
    // iterator per vertex (megabytes a photo for the garbage collector).
    for (let i = 0; i < polygon.length; i++) {
      const p = polygon[i] as Point;
      const q = polygon[(i + 1) % polygon.length] as Point;
      const x1 = p[0];
      const y1 = p[1];
      const x2 = q[0];
      const y2 = q[1];
      if (y1 <= cy !== y2 <= cy) crossings.push(x1 + ((cy - y1) / (y2 - y1)) * (x2 - x1));
    }
    crossings.sort((p, q) => p - q);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil((crossings[k] ?? 0) - 0.5));
      const to = Math.min(width - 1, Math.floor((crossings[k + 1] ?? 0) - 0.5));
      for (let x = from; x <= to; x++) mask[y * width + x] = value;
    }
  }
};

/** Polygon grown (factor > 1) or shrunk about its centroid: affine-invariant, so the same in any frame. */
export const scalePolygon = (polygon: readonly Point[], factor: number): Point[] => {
  const cx = polygon.reduce((s, p) => s + p[0], 0) / polygon.length;
  const cy = polygon.reduce((s, p) => s + p[1], 0) / polygon.length;
  return polygon.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor] as const);
};

const inside = (polygon: readonly Point[], [x, y]: Point): boolean => {
  let odd = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const pi = polygon[i] as Point;
    const pj = polygon[j] as Point;
    const xi = pi[0];
    const yi = pi[1];
    const xj = pj[0];
    const yj = pj[1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
};

/** The mesh triangles of each zone (centroid inside its measured outline), by zone, for its surface normals. */
export const zoneTriangles = <T extends readonly number[]>(
  points: readonly Point[],
  triangles: readonly T[],
): Map<ZoneKey, T[]> => {
  const centroids = triangles.map((t) => {
    const [a, b, c] = t.map((i) => points[i] ?? ([0, 0] as const)) as [Point, Point, Point];
    return [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3] as const;
  });
  return new Map(
    ZONES.map((zone) => {
      const outline = scalePolygon(
        zone.landmarks.map((i) => points[i] ?? ([0, 0] as const)),
        zone.shrink ?? 1,
      );
      // A point outside the outline's bounding box is outside the outline: most triangles stop there.
      const xs = outline.map((p) => p[0]);
      const ys = outline.map((p) => p[1]);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const own = triangles.filter((_, k) => {
        const centroid = centroids[k] as Point;
        const [x, y] = centroid;
        return x >= left && x <= right && y >= top && y <= bottom && inside(outline, centroid);
      });
      return [zone.key, own];
    }),
  );
};

/**
 * The zones each face-level number is measured on (face-aggregates.ts). Here, beside the zones, so the zone
 * measures and the face's aggregates both read it without importing each other.
 */
export const AGGREGATE_ZONES = {
  tZone: ['forehead', 'nose'],
  cheeks: ['cheek_left', 'cheek_right'],
  broad: ['forehead', 'cheek_left', 'cheek_right', 'chin'],
  lines: ['forehead', 'crows_feet_left', 'crows_feet_right'],
  folds: ['forehead', 'crows_feet_left', 'crows_feet_right', 'cheek_left', 'cheek_right'],
  poreZones: ['nose', 'cheek_left', 'cheek_right'],
  tone: ['forehead', 'nose', 'cheek_left', 'cheek_right', 'chin'],
  underEyes: ['under_eye_left', 'under_eye_right'],
} as const satisfies Record<string, readonly ZoneKey[]>;
