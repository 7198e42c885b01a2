import { describe, expect, it } from 'vitest';
import { callerFromClaims } from './claims';

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
