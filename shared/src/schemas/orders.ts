import * as z from 'zod/mini';
import { addressView } from './address';
import { idText } from './common';
import { CART_MAX_QUANTITY, ORDER_STATUSES, orderMessages } from './order-words';
import { schema } from './schema';
import { checkoutReturn } from './subscriptions';

export * from './order-words';

/** Cart and orders (spec 7.5, 2.11): prices, totals and stock are always the server's. */
export const cartItem = /* @__PURE__ */ schema(() =>
  z.object({
    productId: z.string(),
    name: z.string(),
    brand: z.string(),
    image: z.string(),
    /** Current catalog price in BRL. */
    price: z.number(),
    quantity: z.number().check(z.int(), z.positive()),
    subtotal: z.number(),
    /** Units the catalog has now; the order is refused when a quantity exceeds it. */
    inStock: z.number().check(z.int()),
    /** The caller's match for the product (0–100), the number Produtos shows; null without an analysis. */
    match: z.nullable(z.number()),
  }),
);
export const cart = /* @__PURE__ */ schema(() =>
  z.object({
    items: z.array(cartItem),
    itemCount: z.number().check(z.int()),
    total: z.number(),
  }),
);
export type Cart = z.infer<typeof cart>;

export const cartProductParams = /* @__PURE__ */ schema(() => z.object({ productId: idText(128) }));
export const setCartQuantityBody = /* @__PURE__ */ schema(() =>
  z.object({
    quantity: z
      .number({ error: orderMessages.quantity })
      .check(
        z.int({ error: orderMessages.quantity }),
        z.gte(0, { error: orderMessages.quantity }),
        z.lte(CART_MAX_QUANTITY, { error: orderMessages.quantity }),
      ),
  }),
);

export const orderStatus = /* @__PURE__ */ schema(() => z.enum(ORDER_STATUSES));

export const orderItem = /* @__PURE__ */ schema(() =>
  z.object({
    productId: z.string(),
    name: z.string(),
    image: z.string(),
    /** Unit price in BRL when the order was placed. */
    price: z.number(),
    quantity: z.number().check(z.int(), z.positive()),
    subtotal: z.number(),
  }),
);
export const order = /* @__PURE__ */ schema(() =>
  z.object({
    /** The internal id (26 characters): URLs and calls use it. */
    id: z.string(),
    /** What people read and say, e.g. `PA-7K3Q9`: shown instead of the id. */
    number: z.string(),
    status: orderStatus,
    items: z.array(orderItem),
    subtotal: z.number(),
    /** Shipping in BRL; 0 is shown as 'Grátis' (spec 9). */
    shipping: z.number(),
    total: z.number(),
    /** Placed at (ISO); `date` is the same, the spelling the orders screen reads (spec 3). */
    createdAt: z.string(),
    date: z.string(),
    paidAt: z.nullable(z.string()),
    updatedAt: z.string(),
    /** pt-BR reason when the order was cancelled (e.g. out of stock when paid: the payment is refunded). */
    cancelReason: z.nullable(z.string()),
    /** Payments given back in full, each with its pt-BR reason (amount in BRL). */
    refunds: z.array(z.object({ amount: z.number(), reason: z.string(), refundedAt: z.string() })),
    /** Where it is delivered; null on an order placed before its buyer saved an address. */
    deliveryAddress: z.nullable(addressView),
  }),
);
export type Order = z.infer<typeof order>;
export const orderList = /* @__PURE__ */ schema(() => z.array(order));
export const orderIdParams = /* @__PURE__ */ schema(() =>
  z.object({
    id: idText(64, orderMessages.orderNotFound),
  }),
);
/** An order is made from the server-side cart; anything else the client sends is ignored. */
export const createOrderBody = /* @__PURE__ */ schema(() => z.object({}));
export const payOrderBody = checkoutReturn;
