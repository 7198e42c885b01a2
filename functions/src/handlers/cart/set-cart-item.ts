import { setCartItem } from '@pele/shared/routes/orders';
import { CART_MAX_LINES, orderMessages } from '@pele/shared/schemas/orders';
import { productMessages } from '@pele/shared/schemas/products';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { conflict, notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { cartScreen } from '../../services/orders/cart';

/**
 * Sets how many of a product the cart holds ('Adicionar' sends the current count + 1; 0 removes it). A
 * quantity above the stock is refused now rather than at payment.
 */
export const handler = createHandler(setCartItem, async ({ params, body, caller }) => {
  if (body.quantity > 0) {
    const product = await productsRepository.get(params.productId);
    if (!product) throw notFound(productMessages.notFound);
    if (body.quantity > product.countInStock) throw conflict(orderMessages.outOfStock(product.name));
    const entries = await ordersRepository.cart(caller.userId);
    const isNew = !entries.some((entry) => entry.productId === params.productId);
    if (isNew && entries.length >= CART_MAX_LINES) throw conflict(orderMessages.cartFull);
  }
  await ordersRepository.setCartQuantity(caller.userId, params.productId, body.quantity, new Date());
  return cartScreen(caller.userId);
});
