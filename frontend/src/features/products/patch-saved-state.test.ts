import { describe, expect, it } from 'vitest';
import { patchSavedState } from './patch-saved-state';

describe('patchSavedState', () => {
  it('patches the product in a page, a plain list, a detail and its alternatives', () => {
    const page = {
      data: [
        { id: 'a', isSaved: false },
        { id: 'b', isSaved: false },
      ],
      page: 1,
    };
    expect(patchSavedState(page, 'b', true).data).toEqual([
      { id: 'a', isSaved: false },
      { id: 'b', isSaved: true },
    ]);
    expect(patchSavedState([{ id: 'a', isSaved: true }], 'a', false)).toEqual([{ id: 'a', isSaved: false }]);
    const detail = { id: 'a', isSaved: false, alternatives: [{ id: 'c', isSaved: false }] };
    expect(patchSavedState(detail, 'a', true).isSaved).toBe(true);
    expect(patchSavedState(detail, 'c', true).alternatives[0]?.isSaved).toBe(true);
  });

  it('returns other answers untouched', () => {
    const other = { hasAnalysis: false, data: [] };
    expect(patchSavedState(other, 'a', true)).toEqual(other);
    expect(patchSavedState(undefined, 'a', true)).toBeUndefined();
  });
});
