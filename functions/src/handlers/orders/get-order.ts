import { getOrder } from '@pele/shared/routes/orders';
import { orderMessages } from '@pele/shared/schemas/orders';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { notFound } from '../../domain/errors';
import { toOrderView } from '../../domain/orders/order-record';
import { createHandler } from '../../middleware/create-handler';

/** One of the caller's orders; someone else's id is simply not found (it is looked up in the caller's partition). */
export const handler = createHandler(getOrder, async ({ params, caller }) => {
  const order = await ordersRepository.get(caller.userId, params.id);
  if (!order) throw notFound(orderMessages.orderNotFound);
  return toOrderView(order);
});
