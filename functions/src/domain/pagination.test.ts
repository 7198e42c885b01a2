import { describe, expect, it } from 'vitest';
import { paginate } from './pagination';

describe('paginate', () => {
  const items = Array.from({ length: 25 }, (_, i) => i);
  it('cuts full and last pages and counts pages', () => {
    expect(paginate(items, 1, 12)).toEqual({ data: items.slice(0, 12), page: 1, pages: 3, total: 25 });
    expect(paginate(items, 3, 12).data).toEqual([24]);
  });
  it('answers an empty page past the last one, still with the totals', () => {
    expect(paginate(items, 4, 12)).toEqual({ data: [], page: 4, pages: 3, total: 25 });
    expect(paginate([], 1, 12)).toEqual({ data: [], page: 1, pages: 0, total: 0 });
  });
});
