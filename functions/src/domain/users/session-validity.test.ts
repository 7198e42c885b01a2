import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_SECONDS,
  isEndedByAccount,
  revocationExpiresAt,
  type TokenFacts,
  tokenIdsOf,
  waitUntilValid,
} from './session-validity';

const token = (issuedAt: number | undefined, ids: string[] = ['j1']): TokenFacts => ({
  issuedAt,
  expiresAt: issuedAt === undefined ? undefined : issuedAt + ACCESS_TOKEN_SECONDS,
  ids,
});
const mark = Date.UTC(2025, 0, 1, 12, 0, 0, 500);
const markSeconds = Math.floor(mark / 1000);

describe('sessions ended for the whole account', () => {
  it('keeps every token valid while the account has no mark', () => {
    expect(isEndedByAccount(token(markSeconds - 100), undefined)).toBe(false);
  });

  it('refuses a token issued before the mark, the same second included', () => {
    expect(isEndedByAccount(token(markSeconds - 1), mark)).toBe(true);
    expect(isEndedByAccount(token(markSeconds), mark)).toBe(true);
  });

  it('accepts a token issued after the mark', () => {
    expect(isEndedByAccount(token(markSeconds + 1), mark)).toBe(false);
  });

  it('refuses a token without iat once the account has a mark', () => {
    expect(isEndedByAccount(token(undefined), mark)).toBe(true);
  });

  it('waits a sign-in of the mark second until the next second', () => {
    expect(waitUntilValid(mark, mark + 100)).toBe(400);
    expect(waitUntilValid(mark, mark + 2_000)).toBe(0);
  });
});

describe('one session revoked', () => {
  it("names a token by its sign-in's origin_jti first, then its own jti", () => {
    expect(tokenIdsOf({ origin_jti: 'o1', jti: 'j1' })).toEqual(['o1', 'j1']);
    expect(tokenIdsOf({ jti: 'j1' })).toEqual(['j1']);
    expect(tokenIdsOf({ jti: '', origin_jti: 5 })).toEqual([]);
    expect(tokenIdsOf(undefined)).toEqual([]);
  });

  it('keeps a revocation as long as a token refreshed just before the logout can live', () => {
    const now = mark;
    const early = token(markSeconds - 3000);
    expect(revocationExpiresAt(early, now)).toBe(Math.ceil(now / 1000) + ACCESS_TOKEN_SECONDS);
    const late = { ...token(markSeconds), expiresAt: markSeconds + 10 * ACCESS_TOKEN_SECONDS };
    expect(revocationExpiresAt(late, now)).toBe(markSeconds + 10 * ACCESS_TOKEN_SECONDS);
  });
});
