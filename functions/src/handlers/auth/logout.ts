import { server } from '@pele/shared/messages';
import { logout } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(logout, async ({ body }) => {
  await identityProvider.revoke(body.refreshToken);
  return { message: server.loggedOut };
});
