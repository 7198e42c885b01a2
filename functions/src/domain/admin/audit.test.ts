import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('lists only the fields whose value moved, with before and after', () => {
    expect(
      changedFields({ name: 'A', price: 10, tags: ['x'] }, { name: 'A', price: 12, tags: ['x', 'y'] }, [
        'name',
        'price',
        'tags',
      ]),
    ).toEqual([
      { field: 'price', before: 10, after: 12 },
      { field: 'tags', before: ['x'], after: ['x', 'y'] },
    ]);
  });

  it('treats a create as every given field coming from nothing', () => {
    expect(changedFields(undefined, { name: 'A', brand: undefined }, ['name', 'brand'])).toEqual([
      { field: 'name', before: null, after: 'A' },
    ]);
  });

  it('treats a delete as every field going to nothing', () => {
    expect(changedFields({ isActive: true }, undefined, ['isActive'])).toEqual([
      { field: 'isActive', before: true, after: null },
    ]);
  });
});
