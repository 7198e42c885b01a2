import { MESH_CROP_OVER_POINTS, MESH_INPUT_PX } from '@pele/shared/head-pose';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MeshPoint } from './face-geometry';
import { fromRegion, intoRegion, REFIT_CROP_OVER_INPUT, refitRegion } from './refit-region';

/** A face's outline as a square of points, `side` px wide, centred at (cx, cy). */
const square = (cx: number, cy: number, side: number): MeshPoint[] => [
  [cx - side / 2, cy - side / 2, 1],
  [cx + side / 2, cy - side / 2, 2],
  [cx + side / 2, cy + side / 2, 3],
  [cx - side / 2, cy + side / 2, 4],
];

describe('the refit region', () => {
  it('holds the turned refit crop of a face inside a large photo, at the photo’s own pixels', () => {
    const region = refitRegion(square(640, 360, 140), 1280, 720);
    // The crop is 1.4 × 140 px, up to √2 wider turned: ±139 px about the centre, inside ±154.
    expect(region.left).toBeLessThanOrEqual(640 - 139);
    expect(region.left + region.width).toBeGreaterThanOrEqual(640 + 139);
    expect(region.top).toBeLessThanOrEqual(360 - 139);
    expect(region.top + region.height).toBeGreaterThanOrEqual(360 + 139);
    expect(region.scaleX).toBe(1);
    expect(region.reduced).toEqual({ width: region.width, height: region.height });
  });

  it('stops at the photo’s edges', () => {
    const region = refitRegion(square(150, 130, 200), 300, 260);
    expect(region).toMatchObject({ left: 0, top: 0, width: 300, height: 260 });
  });

  it('reduces a large face until the refit crop is twice the model input', () => {
    const region = refitRegion(square(1500, 2000, 1000), 3000, 4000);
    const cropInRegion = MESH_CROP_OVER_POINTS * 1000 * region.scaleX;
    expect(cropInRegion).toBeCloseTo(REFIT_CROP_OVER_INPUT * MESH_INPUT_PX, 0);
    expect(region.reduced.width).toBe(Math.round(region.width * region.scaleX));
  });

  it('maps points into the region and back, mirrored or not', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 900, noNaN: true }),
        fc.double({ min: 100, max: 900, noNaN: true }),
        fc.double({ min: 40, max: 600, noNaN: true }),
        fc.boolean(),
        (cx, cy, side, mirrored) => {
          const mesh = square(cx, cy, side);
          const region = refitRegion(mesh, 1000, 1000);
          const width = mirrored ? 1000 : undefined;
          const back = fromRegion(intoRegion(mesh, region, width), region, width);
          back.forEach(([x, y, z], i) => {
            expect(x).toBeCloseTo(mesh[i]?.[0] ?? 0, 9);
            expect(y).toBeCloseTo(mesh[i]?.[1] ?? 0, 9);
            expect(z).toBe(mesh[i]?.[2]);
          });
        },
      ),
    );
  });

  it('places a point of the mirror image where the region read mirrored shows it', () => {
    const region = refitRegion(square(300, 200, 100), 800, 600);
    // The photo's pixel column x is the mirror image's 800 − x, and the region read mirrored has its own x
    // from the region's right edge: the photo's left + width − x.
    const photoX = region.left + 10;
    const [inMirroredRegion] = intoRegion([[800 - photoX, 250, 0]], region, 800);
    expect(inMirroredRegion?.[0]).toBeCloseTo((region.width - 10) * region.scaleX, 9);
    expect(inMirroredRegion?.[1]).toBeCloseTo((250 - region.top) * region.scaleY, 9);
  });
});
