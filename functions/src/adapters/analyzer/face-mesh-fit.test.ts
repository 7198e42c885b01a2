import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { meshInImage } from './face-mesh-fit';
import { getFaceRuntime } from './face-runtime';
import { decodeImage } from './image-io';

const FIXTURE = join(import.meta.dirname, '../../../test/fixtures/images/mpl-grace_hopper.jpg');

describe('face mesh fitted in the detector box', () => {
  it('places the model points about the box centre at the box scale, fractions kept', () => {
    const box = { left: 100, top: 50, right: 292, bottom: 242 };
    // The model's input is 192 px: its centre lands on the box centre, its corner on the box corner.
    const mesh = meshInImage([96, 96, -3, 0, 0, 1, 96.5, 48.25, 0], box, 192);
    expect(mesh).toEqual([
      [196, 146, -3],
      [100, 50, 1],
      [196.5, 98.25, 0],
    ]);
  });

  it('finds the portrait face and fits 468 points inside its crop, the mirror fit mirroring them', async () => {
    const runtime = await getFaceRuntime();
    const photo = await decodeImage(readFileSync(FIXTURE), 640);
    const [face] = await runtime.detect(photo.data, photo.width, photo.height);
    const [mirrored] = await runtime.detect(photo.data, photo.width, photo.height, { mirrored: true });
    expect(face?.boxScore).toBeGreaterThanOrEqual(0.85);
    expect(face?.mesh).toHaveLength(468);
    const nose = face?.mesh[1] ?? [0, 0, 0];
    const mirroredNose = mirrored?.mesh[1] ?? [0, 0, 0];
    // The nose tip is on the face's midline: in the mirror it sits at the mirrored place (within 3 px).
    expect(Math.abs(photo.width - mirroredNose[0] - nose[0])).toBeLessThan(3);
    expect(Math.abs(mirroredNose[1] - nose[1])).toBeLessThan(3);
    // Sub-pixel landmarks: not every coordinate is a whole pixel.
    expect(face?.mesh.some(([x]) => !Number.isInteger(x))).toBe(true);
  }, 60_000);

  it('sees no face in a photo of bricks', async () => {
    const runtime = await getFaceRuntime();
    const bricks = await decodeImage(
      readFileSync(join(import.meta.dirname, '../../../test/fixtures/images/skimage-brick.png')),
      640,
    );
    expect(await runtime.sight(bricks.data, bricks.width, bricks.height)).toEqual([]);
    expect(await runtime.detect(bricks.data, bricks.width, bricks.height)).toEqual([]);
  }, 60_000);
});
