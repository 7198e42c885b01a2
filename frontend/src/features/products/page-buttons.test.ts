import { describe, expect, it } from 'vitest';
import { pageButtons } from './page-buttons';

describe('pageButtons', () => {
  it('lists every page up to 7', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageButtons(1, 0)).toEqual([]);
  });

  it('keeps the ends and the neighbours of the current page beyond 7', () => {
    expect(pageButtons(5, 11)).toEqual([1, 'gap', 4, 5, 6, 'gap', 11]);
    expect(pageButtons(1, 11)).toEqual([1, 2, 'gap', 11]);
    expect(pageButtons(11, 11)).toEqual([1, 'gap', 10, 11]);
    expect(pageButtons(3, 11)).toEqual([1, 2, 3, 4, 'gap', 11]);
  });
});
