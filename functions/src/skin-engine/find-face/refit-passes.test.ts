import { describe, expect, it } from 'vitest';
import type { MeshPoint } from './face-geometry';
import { refitPasses } from './refit-passes';

/** A face 100 px wide: two points 100 px apart, shifted right by `x`. */
const face = (x: number): MeshPoint[] => [
  [x, 0, 0],
  [x + 100, 0, 0],
];

/** A fake mesh model: each fit moves the points by the next step of `steps` (px), and says where it started. */
const modelMoving = (steps: number[]) => {
  let pass = 0;
  return async (points: readonly MeshPoint[]) => {
    const step = steps[pass++];
    if (step === undefined) return undefined;
    return { pass, mesh: points.map(([x, y, z]) => [x + step, y, z] as const) };
  };
};

const OPTIONS = { passes: 3, maxPasses: 6, settledMove: 0.005 };

describe('refitting the mesh until it settles', () => {
  it('stops after the minimum passes when the fit has settled, and keeps them all', async () => {
    const fits = await refitPasses(face(0), modelMoving([2, 1, 0.4, 0.1, 0.1, 0.1]), OPTIONS);
    expect(fits.map((f) => f.pass)).toEqual([1, 2, 3]);
  });

  it('goes on while a pass still moves the landmarks, and keeps the last passes', async () => {
    // 5 px, 3 px and 1 px are more than half a per cent of the face's 100 px; 0.3 px is not.
    const fits = await refitPasses(face(0), modelMoving([5, 3, 1, 0.3, 0.1, 0.1]), OPTIONS);
    expect(fits.map((f) => f.pass)).toEqual([2, 3, 4]);
  });

  it('stops at the most passes allowed even if the fit still moves', async () => {
    const fits = await refitPasses(face(0), modelMoving([5, 5, 5, 5, 5, 5, 5, 5]), OPTIONS);
    expect(fits.map((f) => f.pass)).toEqual([4, 5, 6]);
  });

  it('gives back the fits it had when the model loses the face', async () => {
    expect((await refitPasses(face(0), modelMoving([5, 3]), OPTIONS)).map((f) => f.pass)).toEqual([1, 2]);
    expect(await refitPasses(face(0), modelMoving([]), OPTIONS)).toEqual([]);
  });
});
