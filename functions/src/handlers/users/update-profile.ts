import { updateProfile } from '@pele/shared/routes/users';
import { unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { changeProfile } from '../../services/account/profile';

export const handler = createHandler(updateProfile, async ({ body, account, caller }) => {
  if (!account) throw unauthorized();
  return changeProfile(account, body, caller.isAdmin);
});
