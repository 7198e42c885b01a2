import { getDeliveryAddress } from '@pele/shared/routes/users';
import { createHandler } from '../../middleware/create-handler';

/** The caller's saved delivery address (read with the account on every call), or null. */
export const handler = createHandler(getDeliveryAddress, async ({ account }) => ({
  address: account?.deliveryAddress ?? null,
}));
