import { server } from '@pele/shared/messages';
import { refresh } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { createHandler } from '../../middleware/create-handler';
import { HttpError, unauthorized } from '../../middleware/http-error';

export const handler = createHandler(refresh, async ({ body }) => {
  const tokens = await identityProvider.refresh(body.refreshToken);
  // A refresh token outlives an admin's deactivation or the account's deletion; the table has the last word.
  const profile = await usersRepository.getProfile(tokens.userId);
  if (!profile) throw unauthorized();
  if (!profile.isActive) throw new HttpError('ACCOUNT_DISABLED', server.accountDisabled);
  return { token: tokens.token, expiresIn: tokens.expiresIn };
});
