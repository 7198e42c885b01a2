import { routes } from '@pele/shared/routes';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { createHandler } from '../../middleware/create-handler';
import { unauthorized } from '../../middleware/http-error';
import { presentUser } from '../../services/user-view';

export const handler = createHandler(routes.updateProfile, async ({ body, account, caller }) => {
  if (!account) throw unauthorized();
  // Cognito first: it owns e-mail uniqueness (409 when taken), and the sign-in name must follow the change.
  if (body.email && body.email !== account.email)
    await identityProvider.updateEmail(account.email, body.email);
  const email = body.email ?? account.email;
  if (body.name && body.name !== account.name) await identityProvider.updateName(email, body.name);
  const updated = await usersRepository.updateProfile(account.userId, { name: body.name, email: body.email });
  if (!updated) throw unauthorized();
  return presentUser(updated, caller.isAdmin);
});
