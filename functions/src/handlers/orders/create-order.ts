import { randomInt } from 'node:crypto';
import { createOrder } from '@pele/shared/routes/orders';
import { CART_MAX_LINES, orderMessages } from '@pele/shared/schemas/orders';
import { ulid } from 'ulid';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { busy, conflict } from '../../domain/errors';
import { newOrderNumber } from '../../domain/orders/order-number';
import { priceOrder, sameLines } from '../../domain/orders/order-pricing';
import { newOrderRecord, toOrderView } from '../../domain/orders/order-record';
import { createHandler } from '../../middleware/create-handler';
import { cartLines } from '../../services/orders/cart';
import { refuseUnsellable } from '../../services/orders/stock';

/**
 * Places an order from the caller's server-side cart: prices and stock are read from the catalog now, so
 * whatever the client sends, the total is the server's. The order keeps its own lines; the stock is taken and
 * the cart emptied later, when the payment arrives. An unchanged cart finds its earlier unpaid order.
 */
export const handler = createHandler(createOrder, async ({ caller, account }) => {
  const { entries, products, lines } = await cartLines(caller.userId);
  if (entries.length === 0) throw conflict(orderMessages.cartEmpty);
  // Adding to the cart checks the limit too, but parallel adds can each see room: an order must fit one
  // transaction with its stock updates however the cart got its lines.
  if (entries.length > CART_MAX_LINES) throw conflict(orderMessages.cartFull);
  refuseUnsellable(entries, products);
  const priced = priceOrder(lines);
  // 'Finalizar Compra' again on an unchanged cart (back from the payment page): the same unpaid order, not a
  // second one that could be paid too.
  const unpaid = (await ordersRepository.list(caller.userId, 20)).find(
    (order) => order.status === 'pending_payment' && sameLines(order.items, priced.lines),
  );
  if (unpaid) return toOrderView(unpaid);
  const now = new Date();
  // A number drawn twice (about one in 20 million per order placed) is drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = newOrderNumber((n) => randomInt(n));
    const record = newOrderRecord(
      { id: ulid(), number, userId: caller.userId, priced, deliveryAddress: account?.deliveryAddress },
      now,
    );
    if (await ordersRepository.placeOrder(record)) return toOrderView(record);
  }
  throw busy();
});
