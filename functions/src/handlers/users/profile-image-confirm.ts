import { profileImageConfirm } from '@pele/shared/routes/users';
import { unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { setProfilePhoto } from '../../services/account/profile-photo';

export const handler = createHandler(profileImageConfirm, async ({ body, account, caller }) => {
  if (!account) throw unauthorized();
  return setProfilePhoto(account, body.key, caller.isAdmin);
});
