import { describe, expect, it } from 'vitest';
import { callerFromClaims } from './claims';

describe('callerFromClaims', () => {
  it('takes the user id from sub and admin from the groups', () => {
    expect(callerFromClaims({ sub: 'abc', 'cognito:groups': '[admin]' })).toEqual({
      userId: 'abc',
      email: undefined,
      isAdmin: true,
      token: { issuedAt: undefined, expiresAt: undefined, ids: [] },
    });
  });
  it("reads the token's time and ids from the string claims API Gateway passes", () => {
    expect(
      callerFromClaims({ sub: 'abc', iat: '1700000000', exp: '1700003600', jti: 'j1', origin_jti: 'o1' })
        ?.token,
    ).toEqual({ issuedAt: 1_700_000_000, expiresAt: 1_700_003_600, ids: ['o1', 'j1'] });
  });
  it("dates a refreshed token from its sign-in's auth_time", () => {
    expect(callerFromClaims({ sub: 'abc', iat: '1700009000', auth_time: '1700000000' })?.token.issuedAt).toBe(
      1_700_000_000,
    );
  });
  it('is undefined without a sub', () => {
    expect(callerFromClaims({ email: 'x@y.z' })).toBeUndefined();
    expect(callerFromClaims(undefined)).toBeUndefined();
  });
  it('does not make an admin of a group whose name merely contains admin', () => {
    expect(callerFromClaims({ sub: 'a', 'cognito:groups': '[notadmin]' })?.isAdmin).toBe(false);
  });
});
