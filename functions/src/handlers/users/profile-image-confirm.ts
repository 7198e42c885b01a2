import { PROFILE_IMAGE_MAX_BYTES } from '@pele/shared/constants';
import { profileImageConfirm } from '@pele/shared/routes/users';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { privateImages } from '../../adapters/storage/private-images';
import { unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { keepPhoto } from '../../services/keep-photo';
import { presentUser } from '../../services/user-view';

const PROFILE_IMAGE_SIDE = 512;

export const handler = createHandler(profileImageConfirm, async ({ body, account, caller }) => {
  if (!account) throw unauthorized();
  const key = await keepPhoto(caller.userId, 'profile', body.key, {
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    maxSide: PROFILE_IMAGE_SIDE,
    field: 'key',
  });
  const updated = await usersRepository.updateProfile(caller.userId, { profileImageKey: key });
  if (!updated) throw unauthorized();
  if (account.profileImageKey) await privateImages.remove(caller.userId, account.profileImageKey);
  return presentUser(updated, caller.isAdmin);
});
