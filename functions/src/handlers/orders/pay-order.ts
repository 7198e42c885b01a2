import { payOrder } from '@pele/shared/routes/orders';
import { createHandler } from '../../middleware/create-handler';
import { startOrderPayment } from '../../services/orders/pay';

/** Starts the hosted payment of one of the caller's unpaid orders, once it has an address (startOrderPayment). */
export const handler = createHandler(payOrder, ({ params, body, account }) =>
  startOrderPayment(account, params.id, body),
);
