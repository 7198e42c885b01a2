import { server } from '@pele/shared/messages';
import { logout } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { sessionsRepository } from '../../adapters/dynamo/sessions-repository';
import { revocationExpiresAt } from '../../domain/users/session-validity';
import { createHandler } from '../../middleware/create-handler';

/**
 * Ends this session: its token ids are refused by every API call from now on (the JWT authorizer would
 * keep accepting the access token until it expires), and Cognito revokes its refresh token.
 */
export const handler = createHandler(logout, async ({ body, caller }) => {
  if (caller.token.ids.length > 0)
    await sessionsRepository.revoke(
      caller.userId,
      caller.token.ids,
      revocationExpiresAt(caller.token, Date.now()),
    );
  await identityProvider.revoke(body.refreshToken);
  return { message: server.loggedOut };
});
