import { isAdminByGroups } from '../domain/users/groups';
import { type TokenFacts, tokenIdsOf } from '../domain/users/session-validity';
import type { Caller } from './types';

/** API Gateway hands every JWT claim to the function as a string; tests and tools may pass numbers. */
const epochSeconds = (value: unknown): number | undefined => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
};

/**
 * The sign-in's time: Cognito keeps `auth_time` across refreshes, so a token refreshed after the account's
 * sessions were ended still dates from its sign-in; `iat` when a token has no auth_time.
 */
const signedInAt = (claims: Record<string, unknown> | undefined) => {
  const times = [epochSeconds(claims?.auth_time), epochSeconds(claims?.iat)].filter(
    (time): time is number => time !== undefined,
  );
  return times.length ? Math.min(...times) : undefined;
};

const tokenFactsOf = (claims: Record<string, unknown> | undefined): TokenFacts => ({
  issuedAt: signedInAt(claims),
  expiresAt: epochSeconds(claims?.exp),
  ids: tokenIdsOf(claims),
});

export const callerFromClaims = (claims: Record<string, unknown> | undefined): Caller | undefined => {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  return {
    userId: sub,
    email: typeof claims?.email === 'string' ? claims.email : undefined,
    isAdmin: isAdminByGroups(claims?.['cognito:groups']),
    token: tokenFactsOf(claims),
  };
};
