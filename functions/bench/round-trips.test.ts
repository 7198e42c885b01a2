import { describe, expect, it } from 'vitest';
import { sequentialRoundTrips } from './round-trips';

const call = (start: number, end: number) => ({ command: 'GetCommand', start, end });

describe('sequentialRoundTrips', () => {
  it('counts calls side by side as one round trip', () => {
    expect(sequentialRoundTrips([call(0, 10), call(1, 12), call(2, 9)])).toBe(1);
  });
  it('counts a call that waited for another as the next round trip', () => {
    expect(sequentialRoundTrips([call(0, 10), call(11, 20), call(12, 18), call(21, 30)])).toBe(3);
  });
  it('follows the longest chain, not the number of calls', () => {
    // One long call beside a chain of two short ones: two round trips.
    expect(sequentialRoundTrips([call(0, 30), call(0, 5), call(6, 12)])).toBe(2);
  });
  it('is zero without calls', () => {
    expect(sequentialRoundTrips([])).toBe(0);
  });
});
