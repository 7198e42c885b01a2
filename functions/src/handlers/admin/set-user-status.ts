import { server } from '@pele/shared/messages';
import { adminSetUserStatus } from '@pele/shared/routes/admin';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { forbidden, notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';

/** Deactivation takes effect on the account's next call: every request checks the profile's isActive. */
export const handler = createHandler(adminSetUserStatus, async ({ params, body, caller }) => {
  if (params.id === caller.userId && !body.isActive) throw forbidden(server.cannotDeactivateSelf);
  const updated = await usersRepository.updateProfile(params.id, { isActive: body.isActive });
  if (!updated) throw notFound(server.userNotFound);
  return { id: updated.userId, isActive: updated.isActive };
});
