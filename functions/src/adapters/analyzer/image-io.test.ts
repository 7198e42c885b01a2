import { describe, expect, it } from 'vitest';
import { type RgbImage, rotateQuarterTurns } from './image-io';

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
