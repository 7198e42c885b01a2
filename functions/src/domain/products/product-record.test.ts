import { describe, expect, it } from 'vitest';
import { averageRating, displayRating, summaryAverage } from './product-record';

describe('product rating', () => {
  it('is 0 for a product without reviews instead of dividing by zero', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(displayRating({ ratingTotal: 0, numReviews: 0 })).toBe(0);
  });
  it('averages the total over the count, one decimal on cards and two in the summary', () => {
    expect(averageRating(13, 3)).toBeCloseTo(4.3333, 4);
    expect(displayRating({ ratingTotal: 13, numReviews: 3 })).toBe(4.3);
    expect(summaryAverage({ ratingTotal: 13, numReviews: 3 })).toBe(4.33);
    expect(summaryAverage({ ratingTotal: 17, numReviews: 4 })).toBe(4.25);
  });
});
