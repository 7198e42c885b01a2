import { PROFILE_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { privateImages } from '../../adapters/storage/private-images';
import { unauthorized } from '../../domain/errors';
import type { UserProfile } from '../../domain/users/user-profile';
import { keepPhoto } from '../keep-photo';
import { presentUser } from '../user-view';

const PROFILE_IMAGE_SIDE = 512;

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
