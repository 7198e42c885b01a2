import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

/**
 * The checks the HTTP API JWT authorizer makes on a Cognito access token: RS256 signature against the pool's
 * JWKS, issuer, expiry (and nbf), `client_id` equal to the app client (access tokens carry no `aud`), and
 * `token_use` = access so an ID token is not accepted either.
 */
export const createJwtVerifier = (options: { jwksUrl: string; issuer: string; clientId: string }) => {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (authorization: string | undefined): Promise<JWTPayload | null> => {
    // API Gateway accepts the token with or without the Bearer prefix.
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer, algorithms: ['RS256'] });
      if (payload.client_id !== options.clientId || payload.token_use !== 'access') return null;
      return payload;
    } catch (error) {
      // A bad token is the caller's problem; an unreachable JWKS is ours, so say so in the log.
      if (
        error instanceof errors.JWKSTimeout ||
        (error instanceof TypeError && /fetch/.test(error.message))
      ) {
        console.error('[gateway] JWKS unavailable:', error.message);
      }
      return null;
    }
  };
};
export type JwtVerifier = ReturnType<typeof createJwtVerifier>;
