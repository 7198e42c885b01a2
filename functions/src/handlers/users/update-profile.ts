import { updateProfile } from '@pele/shared/routes/users';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { presentUser } from '../../services/user-view';

export const handler = createHandler(updateProfile, async ({ body, account, caller }) => {
  if (!account) throw unauthorized();
  if (body.email && body.email !== account.email) {
    // The table claims the e-mail first (409 if another account has it), then Cognito's sign-in name follows;
    // if Cognito refuses, the claim is handed back so nothing is left half-changed.
    await usersRepository.changeEmail(account.userId, account.email, body.email);
    try {
      await identityProvider.updateEmail(account.email, body.email);
    } catch (error) {
      await usersRepository.changeEmail(account.userId, body.email, account.email);
      throw error;
    }
  }
  const email = body.email ?? account.email;
  if (body.name && body.name !== account.name) await identityProvider.updateName(email, body.name);
  const updated = await usersRepository.updateProfile(account.userId, { name: body.name });
  if (!updated) throw unauthorized();
  return presentUser(updated, caller.isAdmin);
});
