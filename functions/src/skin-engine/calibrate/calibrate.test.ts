import { describe, expect, it } from 'vitest';
import { knotsOf, placeAmong } from './calibrate';

const reference = Array.from({ length: 101 }, (_, i) => i / 10); // 0 … 10
const knots = knotsOf(reference);

describe('placing a measure among reference faces', () => {
  it('rises with the measure everywhere (monotonic)', () => {
    let previous = -1;
    for (let value = -5; value <= 15; value += 0.05) {
      const score = placeAmong(knots, value);
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
  });

  it('reads 1–99 within the reference range and 0 or 100 only beyond it', () => {
    expect(placeAmong(knots, 0)).toBe(1);
    expect(placeAmong(knots, 10)).toBe(99);
    expect(placeAmong(knots, 5)).toBeCloseTo(50, 5);
    for (const value of reference) {
      expect(placeAmong(knots, value)).toBeGreaterThan(0);
      expect(placeAmong(knots, value)).toBeLessThan(100);
    }
    expect(placeAmong(knots, -0.01)).toBeGreaterThan(0);
    expect(placeAmong(knots, -2.5)).toBe(0);
    expect(placeAmong(knots, 12.5)).toBe(100);
  });

  it('places a value shared by many reference faces at the middle of their run', () => {
    const manyZeros = knotsOf([0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5]);
    const zero = placeAmong(manyZeros, 0);
    expect(zero).toBeGreaterThan(1);
    expect(zero).toBeLessThan(placeAmong(manyZeros, 0.5));
  });

  it('spreads the reference faces themselves evenly', () => {
    const skewed = Array.from({ length: 200 }, (_, i) => Math.exp(i / 40));
    const k = knotsOf(skewed);
    const scores = skewed.map((v) => placeAmong(k, v));
    const below = (t: number) => scores.filter((s) => s < t).length / scores.length;
    expect(below(25)).toBeCloseTo(0.25, 1);
    expect(below(50)).toBeCloseTo(0.5, 1);
    expect(below(75)).toBeCloseTo(0.75, 1);
  });
});
