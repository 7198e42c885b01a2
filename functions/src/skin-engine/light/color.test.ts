import { describe, expect, it } from 'vitest';
import { estimateIlluminant, flatFillBlocks } from './color';

/** A warm, dark, textured "photo" (no two neighbours alike), optionally inside a flat grey border. */
const warmPhoto = (width: number, height: number, border = 0) => {
  const outW = width + 2 * border;
  const outH = height + 2 * border;
  const data = new Uint8Array(outW * outH * 3).fill(128);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = 3 * ((y + border) * outW + x + border);
      const v = (x * 7 + y * 13) % 23;
      data[o] = 70 + v;
      data[o + 1] = 45 + ((v * 3) % 17);
      data[o + 2] = 25 + ((v * 5) % 11);
    }
  return { data, width: outW, height: outH };
};

describe('illuminant estimate', () => {
  it('reads a warm light as warm', () => {
    const { rg, bg } = estimateIlluminant(warmPhoto(64, 48));
    expect(rg).toBeGreaterThan(1.3);
    expect(bg).toBeLessThan(0.8);
  });

  it('leaves out a flat grey border and its edge, which say nothing of the light', () => {
    const plain = estimateIlluminant(warmPhoto(64, 48));
    const framed = estimateIlluminant(warmPhoto(64, 48, 20));
    expect(framed.rg).toBeCloseTo(plain.rg, 1);
    expect(framed.bg).toBeCloseTo(plain.bg, 1);
  });

  it('marks the flat fill and the blocks next to it, not the photo inside', () => {
    const { columns, blocks } = flatFillBlocks(warmPhoto(64, 48, 20).data, 104, 88);
    // 4 px blocks: the border is 5 blocks wide; the block next to it is its edge; the photo's middle is clear.
    expect(blocks[0]).toBe(1);
    expect(blocks[5 * columns + 5]).toBe(1);
    expect(blocks[6 * columns + 6]).toBe(0);
    expect(blocks[11 * columns + 13]).toBe(0);
  });
});
