import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/orders';
import { checkout } from '../schemas/subscriptions';

/**
 * Cart and orders (spec 7.5). The cart lives on the server; an order is made from it with the catalog's
 * prices and stock, paid through hosted checkout, and takes its stock once, when the payment is confirmed.
 * Owner only: another user's order is 404.
 */
export const getCart = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/cart',
  access: 'user',
  response: schema.cart,
});

export const setCartItem = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/cart/items/{productId}',
  access: 'user',
  params: schema.cartProductParams,
  body: schema.setCartQuantityBody,
  response: schema.cart,
});

export const removeCartItem = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/cart/items/{productId}',
  access: 'user',
  params: schema.cartProductParams,
  response: schema.cart,
});

export const createOrder = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/orders',
  access: 'user',
  status: 201,
  body: schema.createOrderBody,
  response: schema.order,
});

export const myOrders = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/orders/myorders',
  access: 'user',
  response: schema.orderList,
});

export const getOrder = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/orders/{id}',
  access: 'user',
  params: schema.orderIdParams,
  response: schema.order,
});

export const payOrder = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/orders/{id}/pay',
  access: 'user',
  params: schema.orderIdParams,
  body: schema.payOrderBody,
  response: checkout,
});

export const orderRoutes = {
  getCart,
  setCartItem,
  removeCartItem,
  createOrder,
  myOrders,
  getOrder,
  payOrder,
} satisfies Record<string, RouteDef>;
