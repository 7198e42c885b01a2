import { server } from '@pele/shared/messages';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { sessionsRepository } from '../../adapters/dynamo/sessions-repository';
import { forbidden } from '../../domain/errors';
import { revocationExpiresAt } from '../../domain/users/session-validity';

/**
 * Ends this session: its token ids are refused by every API call from now on (the JWT authorizer would keep
 * accepting the access token until it expires), and Cognito revokes its refresh token. The refresh token comes
 * in the body, so it is revoked only when it is the caller's own: anyone holding someone else's (a leaked one)
 * must not be able to sign that person out. One Cognito no longer takes has nothing left to revoke, and the
 * caller's session still ends.
 */
export const signOut = async (
  caller: { userId: string; token: Parameters<typeof revocationExpiresAt>[0] & { ids: readonly string[] } },
  refreshToken: string,
) => {
  const owner = await identityProvider.refreshTokenOwner(refreshToken);
  if (owner !== undefined && owner !== caller.userId) throw forbidden(server.foreignRefreshToken);
  if (caller.token.ids.length > 0)
    await sessionsRepository.revoke(
      caller.userId,
      [...caller.token.ids],
      revocationExpiresAt(caller.token, Date.now()),
    );
  if (owner === caller.userId) await identityProvider.revoke(refreshToken);
  return { message: server.loggedOut };
};
