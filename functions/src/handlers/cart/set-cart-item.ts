import { setCartItem } from '@pele/shared/routes/orders';
import { createHandler } from '../../middleware/create-handler';
import { setCartQuantity } from '../../services/orders/cart';

/** Sets how many of a product the cart holds, within the stock and the cart's size (setCartQuantity). */
export const handler = createHandler(setCartItem, ({ params, body, caller }) =>
  setCartQuantity(caller.userId, params.productId, body.quantity),
);
