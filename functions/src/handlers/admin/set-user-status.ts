import { adminSetUserStatus } from '@pele/shared/routes/admin';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { createHandler } from '../../middleware/create-handler';
import { forbidden, notFound } from '../../middleware/http-error';

/** Deactivation takes effect on the account's next call: every request checks the profile's isActive. */
export const handler = createHandler(adminSetUserStatus, async ({ params, body, caller }) => {
  if (params.id === caller.userId && !body.isActive)
    throw forbidden('Você não pode desativar a sua própria conta.');
  const updated = await usersRepository.updateProfile(params.id, { isActive: body.isActive });
  if (!updated) throw notFound('Usuário não encontrado.');
  return { id: updated.userId, isActive: updated.isActive };
});
