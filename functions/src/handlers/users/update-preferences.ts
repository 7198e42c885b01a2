import { updatePreferences } from '@pele/shared/routes/users';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { presentUser } from '../../services/user-view';

/** Keeps the colour theme on the profile (the body is checked by the route's schema before this runs). */
export const handler = createHandler(updatePreferences, async ({ body, caller }) => {
  const updated = await usersRepository.updateProfile(caller.userId, { theme: body.theme });
  if (!updated) throw unauthorized();
  return presentUser(updated, caller.isAdmin);
});
