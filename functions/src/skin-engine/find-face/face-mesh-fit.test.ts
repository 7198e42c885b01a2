import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '@tensorflow/tfjs-backend-cpu';
import * as tf from '@tensorflow/tfjs-core';
import fc from 'fast-check';
import { beforeRotation, decodeImage, rotateImage } from '../photo/image-io';
import { meshBatcher, meshInImage, turnedCrop } from './face-mesh-fit';
import { getFaceRuntime } from './face-runtime';

const FIXTURE = join(import.meta.dirname, '../../../test/fixtures/images/mpl-grace_hopper.jpg');

/**
 * tf.image.transform on a float tensor of the pixels (mirrored if asked), with the map turnedCrop documents:
 * the reference it replaces (tfjs's CPU kernel, which the WASM one follows).
 */
const transformReference = (
  pixels: { width: number; height: number; data: Uint8Array },
  box: { left: number; top: number; right: number; bottom: number; angle: number },
  size: number,
  mirrored: boolean,
) =>
  tf.tidy(() => {
    const { width, height } = pixels;
    let image = tf.tensor4d(Float32Array.from(pixels.data), [1, height, width, 3]);
    if (mirrored) image = tf.reverse(image, 2);
    const [sx, sy] = [(width - 1) / width, (height - 1) / height];
    const [dx, dy] = [(box.right - box.left) / (size - 1), (box.bottom - box.top) / (size - 1)];
    const [cx, cy] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    const [cos, sin] = [Math.cos(box.angle), Math.sin(box.angle)];
    const map = [
      sx * cos * dx,
      -sx * sin * dy,
      sx * (cx + cos * (box.left - cx) - sin * (box.top - cy)),
      sy * sin * dx,
      sy * cos * dy,
      sy * (cy + sin * (box.left - cx) + cos * (box.top - cy)),
      0,
      0,
    ];
    return tf
      .div(
        tf.image.transform(image, tf.tensor2d([map], [1, 8]), 'bilinear', 'constant', 0, [size, size]),
        255,
      )
      .dataSync();
  });

describe('the refit crop (turnedCrop)', () => {
  it('reads what tf.image.transform reads, turned, mirrored or not, past the image edges as 0', async () => {
    await tf.setBackend('cpu');
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 40 }),
        fc.integer({ min: 8, max: 40 }),
        fc.double({ min: -20, max: 30, noNaN: true }),
        fc.double({ min: -20, max: 30, noNaN: true }),
        fc.double({ min: 4, max: 50, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 1, max: 1000 }),
        (width, height, left, top, side, angle, mirrored, seed) => {
          const data = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37 + seed * 11) % 256);
          const pixels = { width, height, data };
          const box = { left, top, right: left + side, bottom: top + side, angle };
          const ours = turnedCrop(pixels, box, 12, mirrored);
          const reference = transformReference(pixels, box, 12, mirrored);
          expect(ours).toHaveLength(reference.length);
          for (let i = 0; i < reference.length; i++)
            expect(Math.abs((ours[i] ?? 0) - (reference[i] ?? 0))).toBeLessThan(1e-4);
        },
      ),
      { numRuns: 60 },
    );
  });
});

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

  it('turns the model points with a turned crop, about its centre', () => {
    const box = { left: 100, top: 50, right: 292, bottom: 242, angle: Math.PI / 2 };
    // A quarter turn clockwise: the crop's right edge is the image's bottom, its top edge the image's right.
    const [right, top] = meshInImage([192, 96, 0, 96, 0, 0], box, 192);
    expect(right?.[0]).toBeCloseTo(196, 9);
    expect(right?.[1]).toBeCloseTo(242, 9);
    expect(top?.[0]).toBeCloseTo(292, 9);
    expect(top?.[1]).toBeCloseTo(146, 9);
  });

  it('fits a face tilted 25° in the plane where it fits the level face, the crop turned with it', async () => {
    const runtime = await getFaceRuntime();
    const photo = await decodeImage(readFileSync(FIXTURE), 640);
    const tilted = await rotateImage(photo, 25);
    const [level] = await runtime.detect(photo.data, photo.width, photo.height);
    const [seen] = await runtime.detect(tilted.data, tilted.width, tilted.height);
    const fitted = await runtime.refit(photo.data, photo.width, photo.height, level?.mesh ?? []);
    const turned = await runtime.refit(tilted.data, tilted.width, tilted.height, seen?.mesh ?? []);
    // The tilted fit brought back onto the photo where rotateImage placed it.
    const back = (turned?.mesh ?? []).map(([x, y]) => beforeRotation(25, photo, [x, y]));
    const offsets = (fitted?.mesh ?? []).map(([x, y], i) =>
      Math.hypot(x - (back[i]?.[0] ?? 0), y - (back[i]?.[1] ?? 0)),
    );
    const faceWidth = Math.hypot(
      (fitted?.mesh[454]?.[0] ?? 0) - (fitted?.mesh[234]?.[0] ?? 0),
      (fitted?.mesh[454]?.[1] ?? 0) - (fitted?.mesh[234]?.[1] ?? 0),
    );
    expect(offsets).toHaveLength(468);
    const mean = offsets.reduce((sum, d) => sum + d, 0) / offsets.length;
    // 0.4 % of the face's width here; with the crop left level, 2.6 % (4.8 px, up to 7 % on the outline).
    expect(mean / faceWidth).toBeLessThan(0.01);
  }, 60_000);

  it("fits the same points whether the photo's and the mirror's refits share the model's batches or not", async () => {
    const runtime = await getFaceRuntime();
    const photo = await decodeImage(readFileSync(FIXTURE), 640);
    const [face] = await runtime.detect(photo.data, photo.width, photo.height);
    const refit = (mirrored: boolean) =>
      runtime.refit(photo.data, photo.width, photo.height, face?.mesh ?? [], { mirrored });
    const alone = [await refit(false), await refit(true)];
    const together = await Promise.all([refit(false), refit(true)]);
    expect(alone[0]?.mesh).toHaveLength(468);
    expect(together).toEqual(alone);
  }, 60_000);

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

/**
 * A stand-in for the mesh model on 2 × 2 crops: each image's confidence is its first value and its 468 points all
 * sit at (mean value × 100, 0), so each fit tells which crop it was made from. `batches` records each run's size.
 */
const fakeMeshModel = () => {
  const batches: number[] = [];
  interface FakeTensor {
    shape: number[];
    values: Float32Array;
    data: () => Promise<Float32Array>;
  }
  const tensor = (values: Float32Array, shape: number[]): FakeTensor => ({
    shape,
    values,
    data: async () => values,
  });
  const tf = {
    tensor4d: (values: Float32Array, shape: number[]) => tensor(Float32Array.from(values), shape),
    dispose: () => {},
  };
  const model = {
    inputs: [{ shape: [1, 2, 2, 3] }],
    execute: ({ shape: [n = 0], values }: FakeTensor) => {
      batches.push(n);
      const scores = new Float32Array(n);
      const points = new Float32Array(n * 1404);
      for (let k = 0; k < n; k++) {
        const crop = values.subarray(k * 12, (k + 1) * 12);
        scores[k] = crop[0] ?? 0;
        const mean = crop.reduce((sum, v) => sum + v, 0) / 12;
        for (let p = 0; p < 468; p++) points[k * 1404 + 3 * p] = 100 * mean;
      }
      return [tensor(scores, [n, 1]), tensor(points, [n, 1404])];
    },
  };
  return { refit: meshBatcher(tf as never, model as never, 0.5), batches };
};

/** A 2 × 2 photo of one grey, and the crop box that covers it exactly (its 2 × 2 samples land on its pixels). */
const flat = (grey: number) => ({ width: 2, height: 2, data: new Uint8Array(12).fill(grey) });
const WHOLE = { left: 0, top: 0, right: 2, bottom: 2 };

describe('the mesh model run on every refit crop of a turn of the event loop at once (meshBatcher)', () => {
  it('runs the crops asked for together as one batch, each fit from its own crop', async () => {
    const { refit, batches } = fakeMeshModel();
    const fits = await Promise.all([refit(flat(255), WHOLE, false), refit(flat(204), WHOLE, true)]);
    expect(batches).toEqual([2]);
    // Each fit's points are its own crop's mean (1 and 0.8) × 100, placed back through the box (1 px per input px).
    expect(fits.map((fit) => fit?.mesh[0]?.[0])).toEqual([100, 80]);
    expect(fits.map((fit) => fit?.faceScore)).toEqual([1, 0.8]);
  });

  it('starts a new batch for crops asked for once the last one has run', async () => {
    const { refit, batches } = fakeMeshModel();
    await refit(flat(255), WHOLE, false);
    await Promise.all([
      refit(flat(255), WHOLE, false),
      refit(flat(255), WHOLE, false),
      refit(flat(255), WHOLE, false),
    ]);
    expect(batches).toEqual([1, 3]);
  });

  it('gives no fit for a crop the model is not sure of, and the others theirs', async () => {
    const { refit } = fakeMeshModel();
    const [sure, unsure] = await Promise.all([
      refit(flat(255), WHOLE, false),
      refit(flat(100), WHOLE, false),
    ]);
    expect(sure?.faceScore).toBe(1);
    expect(unsure).toBeUndefined();
  });
});
