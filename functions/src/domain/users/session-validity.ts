/**
 * When a signed-in call's token still stands for a live session. API Gateway's JWT authorizer checks only the
 * signature and the expiry, so a token outlives a logout, a password reset or a deactivation unless the API
 * refuses it itself. Two marks do that: the profile's `sessionsValidAfter` (every session of the account
 * started before it is over: reset, deactivation, 'sair de todos os dispositivos') and revoked token ids
 * (one session: logout).
 */

/** What the middleware reads from a verified access token's claims. */
export interface TokenFacts {
  /**
   * When the token's sign-in happened, in epoch seconds: `auth_time` (Cognito keeps it across refreshes),
   * else `iat`. A token refreshed after the mark from an older sign-in is still older than the mark.
   */
  issuedAt: number | undefined;
  /** `exp`, in seconds since the epoch. */
  expiresAt: number | undefined;
  /**
   * Ids the session can be revoked under: Cognito's `origin_jti` (the sign-in the token and every token
   * refreshed from it share) and the token's own `jti`.
   */
  ids: readonly string[];
}

/** Cognito's access tokens live one hour (the app client's setting; the local stand-in issues the same). */
export const ACCESS_TOKEN_SECONDS = 3600;

/**
 * A token issued before the account's sessions were ended is refused. `iat` has whole seconds and the mark
 * milliseconds: a token of the same second as the mark counts as older, because it may be; a sign-in
 * that lands in that second is issued again (see `issuedTooEarly`).
 */
export const isEndedByAccount = (token: TokenFacts, sessionsValidAfter: number | undefined): boolean => {
  if (sessionsValidAfter === undefined) return false;
  if (token.issuedAt === undefined) return true;
  return token.issuedAt * 1000 < sessionsValidAfter;
};

/** A brand-new sign-in whose token would be refused by the mark set in the same second. */
export const issuedTooEarly = isEndedByAccount;

/** How long to wait before issuing again: until the second after the mark. */
export const waitUntilValid = (sessionsValidAfter: number, now: number): number =>
  Math.max(0, Math.floor(sessionsValidAfter / 1000) * 1000 + 1000 - now);

/** The ids of a token's claims, `origin_jti` first (it covers every token of the same sign-in). */
export const tokenIdsOf = (claims: Record<string, unknown> | undefined): string[] =>
  [claims?.origin_jti, claims?.jti].filter(
    (id, index, all): id is string => typeof id === 'string' && id !== '' && all.indexOf(id) === index,
  );

/**
 * A revocation must last as long as any token it covers can: the token's own expiry, or, for a sign-in's
 * `origin_jti`, the longest an access token refreshed just before the logout can live. In epoch seconds.
 */
export const revocationExpiresAt = (token: TokenFacts, now: number): number =>
  Math.max(token.expiresAt ?? 0, Math.ceil(now / 1000) + ACCESS_TOKEN_SECONDS);
