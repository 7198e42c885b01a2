import { routes } from '@pele/shared/routes';
import { createHandler } from '../../middleware/create-handler';
import { unauthorized } from '../../middleware/http-error';
import { presentUser } from '../../services/user-view';

export const handler = createHandler(routes.profile, async ({ account, caller }) => {
  if (!account) throw unauthorized();
  return presentUser(account, caller.isAdmin);
});
