import { PROFILE_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { identityProvider } from '../../adapters/cognito/identity-provider';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { privateImages } from '../../adapters/storage/private-images';
import { unauthorized } from '../../domain/errors';
import type { UserProfile } from '../../domain/users/user-profile';
import { keepPhoto } from '../keep-photo';
import { presentUser } from '../user-view';

const PROFILE_IMAGE_SIDE = 512;

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

/** The uploaded photo checked and kept as the profile's, the previous one deleted. */
export const setProfilePhoto = async (account: UserProfile, uploadKey: string, isAdmin: boolean) => {
  const key = await keepPhoto(account.userId, 'profile', uploadKey, {
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    maxSide: PROFILE_IMAGE_SIDE,
    field: 'key',
  });
  const updated = await usersRepository.updateProfile(account.userId, { profileImageKey: key });
  if (!updated) throw unauthorized();
  if (account.profileImageKey) await privateImages.remove(account.userId, account.profileImageKey);
  return presentUser(updated, isAdmin);
};
