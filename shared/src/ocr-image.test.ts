import { describe, expect, it } from 'vitest';
import {
  flattened,
  type GreyImage,
  inverted,
  preparedForOcr,
  printIsLight,
  skewOf,
  transformed,
} from './ocr-image';

const WIDTH = 400;
const HEIGHT = 200;

/**
 * A synthetic label: paper whose brightness falls from 240 on the left to 120 on the right (glare and shadow),
 * with five lines of 'print' (short dark dashes 3 px high, gaps between them) at 50 % of the paper's brightness.
 */
function label(): GreyImage {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const paper = 240 - (120 * x) / WIDTH;
      const line = y >= 40 && y < 160 && y % 24 < 3;
      const dash = x >= 20 && x < 380 && x % 9 < 5;
      data[y * WIDTH + x] = line && dash ? paper * 0.5 : paper;
    }
  }
  return { data, width: WIDTH, height: HEIGHT };
}
const at = (image: GreyImage, x: number, y: number) => image.data[y * image.width + x] as number;

describe('preparing a label photo for OCR', () => {
  it('tells dark print on light paper from light print on dark paper', () => {
    expect(printIsLight(label())).toBe(false);
    expect(printIsLight(inverted(label()))).toBe(true);
  });

  it('makes the paper evenly white and the print dark, whatever the light across the label', () => {
    const even = flattened(label(), 3, 20);
    // Paper in the glare and in the shadow alike.
    expect(at(even, 30, 20)).toBeGreaterThan(245);
    expect(at(even, 370, 20)).toBeGreaterThan(245);
    // Print in the glare and in the shadow alike.
    expect(at(even, 21, 49)).toBeLessThan(40);
    expect(at(even, 372, 49)).toBeLessThan(40);
  });

  it('finds the turn of lines of print and levels them', () => {
    const even = flattened(label(), 3, 20);
    expect(skewOf(even)).toBe(0);
    const turned = transformed(even, 1, 5);
    expect(Math.abs(skewOf(turned) + 5)).toBeLessThanOrEqual(0.5);
  });

  it('scales the photo up so that small print reaches the height tesseract reads best', () => {
    const prepared = preparedForOcr(label(), 2);
    expect([prepared.width, prepared.height]).toEqual([2 * WIDTH, 2 * HEIGHT]);
    expect(at(prepared, 2 * 30, 2 * 20)).toBeGreaterThan(245);
  });
});
