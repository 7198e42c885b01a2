import type { MeshPoint } from './face-geometry';

/**
 * The face mesh model is not mirror-symmetric: the same face mirrored gets landmarks a few pixels off the mirror
 * of the first, which moves the small zones (under-eyes, crow's feet) onto other pixels and their numbers by up
 * to 20–40 points. Fitting the mesh on the photo and on its mirror and averaging the two (each landmark with its
 * mirror twin) gives the same landmarks, mirrored, for a photo and its mirror, and halves the fit's own noise.
 */

/**
 * For each of the mesh's points, its mirror twin (a point on the face's midline is its own), found from the
 * model's texture coordinates, which are left–right symmetric about u = 0.5.
 */
export const mirrorTwins = (uv: readonly (readonly [number, number])[]): number[] =>
  uv.map(([u, v]) => {
    let twin = 0;
    let nearest = Number.POSITIVE_INFINITY;
    uv.forEach(([tu, tv], j) => {
      const d = (1 - u - tu) ** 2 + (v - tv) ** 2;
      if (d < nearest) {
        nearest = d;
        twin = j;
      }
    });
    return twin;
  });

/**
 * The mesh fitted on the mirrored image (`mirrored`, in its pixels) brought back onto the photo: each landmark
 * takes its twin's position reflected about the image's vertical centre line (continuous coordinates, so a
 * point at x lands on width − x). Depth does not change under a mirror.
 */
export const unmirrorMesh = (
  mirrored: readonly MeshPoint[],
  twins: readonly number[],
  width: number,
): MeshPoint[] =>
  twins.map((twin) => {
    const [x, y, z] = mirrored[twin] ?? [0, 0, 0];
    return [width - x, y, z] as const;
  });

/** The landmark-wise mean of fits of the same face. */
export const meanMesh = (fits: readonly (readonly MeshPoint[])[]): MeshPoint[] =>
  (fits[0] ?? []).map((_, i) => {
    let x = 0;
    let y = 0;
    let z = 0;
    for (const fit of fits) {
      const [fx = 0, fy = 0, fz = 0] = fit[i] ?? [];
      x += fx;
      y += fy;
      z += fz;
    }
    return [x / fits.length, y / fits.length, z / fits.length] as const;
  });

/** Mean distance between the corresponding landmarks of two meshes, in pixels. */
export const meshOffset = (a: readonly MeshPoint[], b: readonly MeshPoint[]): number =>
  a.reduce((sum, [x, y], i) => sum + Math.hypot(x - (b[i]?.[0] ?? 0), y - (b[i]?.[1] ?? 0)), 0) / a.length;

/**
 * Where the photo's and the mirror's refits start (the mirror's in the mirror's pixels; `mirror` maps a mesh
 * either way), and which of the mirror's faces is the photo's (`others`, as the detector found them in the
 * mirror): the one whose landmarks lie nearest the photo's first fit, within half the face's width (a
 * neighbour in a group photo lies further).
 * - Its first fit within a tenth of the face's width of the photo's (both as the detectors' boxes gave them:
 *   like with like, so a photo and its mirror decide alike): each side starts from its own, and the consensus
 *   averages the two starts' noise.
 * - Further apart, the detector placed one of the boxes poorly (a face small in its copy: one held at arm's
 *   length in a 1280×720 frame is about 45 px in the detector's input), and refits settle near where they
 *   start: both sides start from the mean of the two, the same landmarks for a photo and for its mirror.
 * - The mirror's detector missed the face: both start from the photo's first fit.
 * Before 2.8.0 the last two were measured on the photo's fit alone: a face at its own size in a 1280×720 frame
 * and the same frame mirrored were measured up to 29 points apart.
 */
export const refitStarts = <Face extends { mesh: readonly MeshPoint[] }>(
  face: Face & { width: number },
  others: readonly Face[],
  mirror: (mesh: readonly MeshPoint[]) => MeshPoint[],
): { photo: readonly MeshPoint[]; mirror: readonly MeshPoint[]; twin?: Face } => {
  const nearest = others
    .map((other) => ({ other, offset: meshOffset(mirror(other.mesh), face.mesh) }))
    .sort((p, q) => p.offset - q.offset)[0];
  if (nearest && nearest.offset <= face.width / 10)
    return { photo: face.mesh, mirror: nearest.other.mesh, twin: nearest.other };
  const twin = nearest && nearest.offset <= face.width / 2 ? nearest.other : undefined;
  const start = twin ? meanMesh([face.mesh, mirror(twin.mesh)]) : face.mesh;
  return { photo: start, mirror: mirror(start), ...(twin ? { twin } : {}) };
};
