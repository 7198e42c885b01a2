import { myOrders } from '@pele/shared/routes/orders';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { toOrderView } from '../../domain/orders/order-record';
import { createHandler } from '../../middleware/create-handler';

/** The caller's orders, newest first (Meus Pedidos). */
export const handler = createHandler(myOrders, async ({ caller }) =>
  (await ordersRepository.list(caller.userId)).map(toOrderView),
);
