import { describe, expect, it } from 'vitest';
import { oncePer } from './once-per';

describe('oncePer', () => {
  it('computes once for each object and gives every caller that value', () => {
    let calls = 0;
    const lengthOf = oncePer((list: number[]) => {
      calls++;
      return list.length;
    });
    const a = [1, 2, 3];
    const b = [1];
    expect([lengthOf(a), lengthOf(a), lengthOf(b), lengthOf(a)]).toEqual([3, 3, 1, 3]);
    expect(calls).toBe(2);
  });

  it('keeps a falsy or undefined value as computed, not as missing', () => {
    let calls = 0;
    const nothing = oncePer((_: object) => {
      calls++;
      return undefined;
    });
    const key = {};
    nothing(key);
    nothing(key);
    expect(calls).toBe(1);
  });
});
