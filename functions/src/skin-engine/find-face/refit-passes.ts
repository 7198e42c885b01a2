import { pointBounds } from '@pele/shared/head-pose';
import type { MeshPoint } from './face-geometry';
import { meshOffset } from './mirror-consensus';

export interface RefitPasses {
  /** Passes at least, and how many of the last ones are kept. */
  passes: number;
  maxPasses: number;
  /** A pass that moved the landmarks by at most this share of the face's width (on average) has settled. */
  settledMove: number;
}

/**
 * The mesh fitted again and again, each time in a crop made from the last fit's points (`fitAround`), until a
 * pass settles (after `passes` at least, `maxPasses` at most); the last `passes` fits, or fewer if the model lost
 * the face on the way. The first passes walk from where the detector's box started them and are left out.
 */
export const refitPasses = async <Fit extends { mesh: readonly MeshPoint[] }>(
  start: readonly MeshPoint[],
  fitAround: (points: readonly MeshPoint[]) => Promise<Fit | undefined>,
  { passes, maxPasses, settledMove }: RefitPasses,
): Promise<Fit[]> => {
  const fits: Fit[] = [];
  let points = start;
  while (fits.length < maxPasses) {
    const next = await fitAround(points);
    if (!next) break;
    const { minX, maxX } = pointBounds(next.mesh);
    const settled = meshOffset(next.mesh, points) <= settledMove * (maxX - minX);
    fits.push(next);
    points = next.mesh;
    if (settled && fits.length >= passes) break;
  }
  return fits.slice(-passes);
};
