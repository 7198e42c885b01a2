import { removeCartItem } from '@pele/shared/routes/orders';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { createHandler } from '../../middleware/create-handler';
import { cartScreen } from '../../services/orders/cart';

export const handler = createHandler(removeCartItem, async ({ params, caller }) => {
  await ordersRepository.setCartQuantity(caller.userId, params.productId, 0, new Date());
  return cartScreen(caller.userId);
});
