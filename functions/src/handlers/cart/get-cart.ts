import { getCart } from '@pele/shared/routes/orders';
import { createHandler } from '../../middleware/create-handler';
import { cartLines, presentCart } from '../../services/orders/cart';

/** The caller's cart at today's catalog prices and stock. */
export const handler = createHandler(getCart, async ({ caller }) =>
  presentCart(await cartLines(caller.userId)),
);
