import { describe, expect, it } from 'vitest';
import { parseGroups } from './groups';

describe('parseGroups', () => {
  it('reads arrays, the authorizer\'s "[a b]" strings and plain strings alike', () => {
    expect(parseGroups(['admin'])).toEqual(['admin']);
    expect(parseGroups('[admin users]')).toEqual(['admin', 'users']);
    expect(parseGroups('[admin, users]')).toEqual(['admin', 'users']);
    expect(parseGroups('admin')).toEqual(['admin']);
    expect(parseGroups(undefined)).toEqual([]);
    expect(parseGroups('')).toEqual([]);
  });
});
