import { describe, expect, it } from 'vitest';
import { icc1, interquartileRange, modeShare, quantile } from './population-stats';

describe('population statistics', () => {
  it('reads quantiles between order statistics', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(interquartileRange([1, 2, 3, 4, 5])).toBe(2);
  });

  it('counts the share of faces at the most common value', () => {
    expect(modeShare([0, 0, 0, 5, 7])).toBe(0.6);
    expect(modeShare([1, 2, 3, 4])).toBe(0.25);
  });

  it('gives ICC(1) near 1 when photos of a person agree and people differ', () => {
    expect(
      icc1([
        [10, 11, 10],
        [50, 51, 49],
        [90, 90, 91],
      ]),
    ).toBeGreaterThan(0.99);
  });

  it('gives ICC(1) at or below 0 when a person varies as much as people do', () => {
    expect(
      icc1([
        [10, 90, 50],
        [90, 10, 50],
        [50, 90, 10],
      ]),
    ).toBeLessThanOrEqual(0);
  });

  it('matches the textbook value on unequal groups', () => {
    // MSB = 138.857, MSW = 4/5 = 0.8, k0 = 7 − 25/7 = 3.4286: (138.857 − 0.8) / (138.857 + 2.4286 × 0.8) = 0.9805
    expect(
      icc1([
        [1, 2, 3],
        [10, 11, 12, 11],
      ]),
    ).toBeCloseTo(0.9805, 3);
  });
});
