import { describe, expect, it } from 'vitest';
import {
  beforeRotation,
  cutImage,
  type RgbImage,
  reducedPoint,
  rotateImage,
  rotateQuarterTurns,
} from './image-io';

/** The pixel at (x, y) of an image turned clockwise by `turns` quarters, read back from the original. */
const sourceOf = (img: RgbImage, turns: 1 | 2 | 3, x: number, y: number): [number, number] =>
  turns === 1
    ? [y, img.height - 1 - x]
    : turns === 2
      ? [img.width - 1 - x, img.height - 1 - y]
      : [img.width - 1 - y, x];

describe('rotateQuarterTurns', () => {
  // 7×5, every pixel's three bytes different, so a wrong stride or a swapped axis shows.
  const img: RgbImage = { width: 7, height: 5, data: Uint8Array.from({ length: 7 * 5 * 3 }, (_, i) => i) };

  it.each([1, 2, 3] as const)('turns a photo clockwise by %i quarter(s), pixel for pixel', (turns) => {
    const turned = rotateQuarterTurns(img, turns);
    expect([turned.width, turned.height]).toEqual(turns === 2 ? [7, 5] : [5, 7]);
    for (let y = 0; y < turned.height; y++)
      for (let x = 0; x < turned.width; x++) {
        const [sx, sy] = sourceOf(img, turns, x, y);
        const o = 3 * (y * turned.width + x);
        const s = 3 * (sy * img.width + sx);
        expect([...turned.data.subarray(o, o + 3)]).toEqual([...img.data.subarray(s, s + 3)]);
      }
  });

  it('comes back to the photo after four quarter turns', () => {
    const back = rotateQuarterTurns(
      rotateQuarterTurns(rotateQuarterTurns(rotateQuarterTurns(img, 1), 1), 1),
      1,
    );
    expect(back).toEqual(img);
  });
});

describe('beforeRotation', () => {
  /** A black photo with a bright 3×3 blob centred on (x, y), turned; the blob's centre found in the turned image. */
  const blobAfterTurn = async (width: number, height: number, x: number, y: number, degrees: number) => {
    const data = new Uint8Array(width * height * 3);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++)
        data.fill(250, 3 * ((y + dy) * width + x + dx), 3 * ((y + dy) * width + x + dx) + 3);
    const turned = await rotateImage({ width, height, data }, degrees);
    let sx = 0;
    let sy = 0;
    let sum = 0;
    for (let v = 0; v < turned.height; v++)
      for (let u = 0; u < turned.width; u++) {
        // Brighter than the grey corners (128): the blob's pixels only.
        const value = turned.data[3 * (v * turned.width + u)] ?? 0;
        if (value <= 140) continue;
        sx += u * value;
        sy += v * value;
        sum += value;
      }
    return [sx / sum, sy / sum] as const;
  };

  it.each([
    [200, 150, 60, 40, 17],
    [201, 151, 150, 100, -23],
    [640, 480, 300, 200, 9.3],
    [333, 517, 100, 400, 31.7],
  ])(
    'brings a point of a %i×%i photo turned back where it was (%i, %i; %f°)',
    async (w, h, x, y, degrees) => {
      const seen = await blobAfterTurn(w, h, x, y, degrees);
      const [bx, by] = beforeRotation(degrees, { width: w, height: h }, seen);
      // Within a quarter pixel (the blob's centre is read from a bilinear resample of it).
      expect(Math.hypot(bx - x, by - y)).toBeLessThan(0.25);
    },
  );
});

describe('cutImage', () => {
  it('reduces a region so that reducedPoint says where each of its points went', async () => {
    // A smooth bright blob centred at (150, 120) in a 400×300 image.
    const [width, height] = [400, 300];
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        data.fill(
          Math.round(255 * Math.exp(-((x - 150) ** 2 + (y - 120) ** 2) / 128)),
          3 * (y * width + x),
          3 * (y * width + x) + 3,
        );
    const region = { left: 50, top: 40, width: 300, height: 200 };
    for (const factor of [0.9, 0.75, 0.5]) {
      const size = { width: Math.round(300 * factor), height: Math.round(200 * factor) };
      const reduced = await cutImage({ width, height, data }, region, size, 0.7);
      expect([reduced.width, reduced.height]).toEqual([size.width, size.height]);
      let [sx, sy, sum] = [0, 0, 0];
      for (let y = 0; y < reduced.height; y++)
        for (let x = 0; x < reduced.width; x++) {
          const v = reduced.data[3 * (y * reduced.width + x)] as number;
          [sx, sy, sum] = [sx + v * x, sy + v * y, sum + v];
        }
      const [x, y] = reducedPoint([150, 120], region, size);
      expect(sx / sum).toBeCloseTo(x, 1);
      expect(sy / sum).toBeCloseTo(y, 1);
    }
  });
});
