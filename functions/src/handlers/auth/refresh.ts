import { refresh } from '@pele/shared/routes/auth';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { accountDisabled, unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(refresh, async ({ body }) => {
  const tokens = await identityProvider.refresh(body.refreshToken);
  // A refresh token outlives an admin's deactivation or the account's deletion; the table has the last word.
  const profile = await usersRepository.getProfile(tokens.userId);
  if (!profile) throw unauthorized();
  if (!profile.isActive) throw accountDisabled();
  return { token: tokens.token, expiresIn: tokens.expiresIn };
});
