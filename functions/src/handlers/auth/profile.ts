import { profile } from '@pele/shared/routes/auth';
import { unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { presentUser } from '../../services/user-view';

export const handler = createHandler(profile, async ({ account, caller }) => {
  if (!account) throw unauthorized();
  return presentUser(account, caller.isAdmin);
});
