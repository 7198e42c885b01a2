import { getCart } from '@pele/shared/routes/orders';
import { createHandler } from '../../middleware/create-handler';
import { cartScreen } from '../../services/orders/cart';

/** The caller's cart at today's catalog prices and stock, with the caller's match for each product. */
export const handler = createHandler(getCart, async ({ caller }) => cartScreen(caller.userId));
