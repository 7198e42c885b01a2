import { routes } from '@pele/shared/routes';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(routes.logout, async ({ body }) => {
  await identityProvider.revoke(body.refreshToken);
  return { message: 'Sessão encerrada.' };
});
