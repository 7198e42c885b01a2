import { identityProvider } from '../../adapters/cognito/identity-provider';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { unauthorized } from '../../domain/errors';
import type { UserProfile } from '../../domain/users/user-profile';
import { presentUser } from '../user-view';

/** A new name and/or e-mail, in the table and in Cognito alike. */
export const changeProfile = async (
  account: UserProfile,
  changes: { name?: string; email?: string },
  isAdmin: boolean,
) => {
  if (changes.email && changes.email !== account.email) {
    // The table claims the e-mail first (409 if another account has it), then Cognito's sign-in name follows;
    // if Cognito refuses, the claim is handed back so nothing is left half-changed.
    await usersRepository.changeEmail(account.userId, account.email, changes.email);
    try {
      await identityProvider.updateEmail(account.email, changes.email);
    } catch (error) {
      await usersRepository.changeEmail(account.userId, changes.email, account.email);
      throw error;
    }
  }
  const email = changes.email ?? account.email;
  if (changes.name && changes.name !== account.name) await identityProvider.updateName(email, changes.name);
  const updated = await usersRepository.updateProfile(account.userId, { name: changes.name });
  if (!updated) throw unauthorized();
  return presentUser(updated, isAdmin);
};
