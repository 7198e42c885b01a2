import { describe, expect, it } from 'vitest';
import { callerFromClaims, parseGroups } from './claims';

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

describe('callerFromClaims', () => {
  it('takes the user id from sub and admin from the groups', () => {
    expect(callerFromClaims({ sub: 'abc', 'cognito:groups': '[admin]' })).toEqual({
      userId: 'abc',
      email: undefined,
      isAdmin: true,
    });
  });
  it('is undefined without a sub', () => {
    expect(callerFromClaims({ email: 'x@y.z' })).toBeUndefined();
    expect(callerFromClaims(undefined)).toBeUndefined();
  });
  it('does not make an admin of a group whose name merely contains admin', () => {
    expect(callerFromClaims({ sub: 'a', 'cognito:groups': '[notadmin]' })?.isAdmin).toBe(false);
  });
});
