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
