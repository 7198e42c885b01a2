import { putDeliveryAddress } from '@pele/shared/routes/users';
import { usersRepository } from '../../adapters/dynamo/users-repository';
import { unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';

/** Saves the delivery address (CEP format and UF checked by the schema); the next order paid for uses it. */
export const handler = createHandler(putDeliveryAddress, async ({ body, caller }) => {
  const updated = await usersRepository.updateProfile(caller.userId, { deliveryAddress: body });
  if (!updated) throw unauthorized();
  return { address: updated.deliveryAddress ?? null };
});
