import { expect } from 'vitest';
import { TEST_ADDRESS } from './address';
import { api, apiUrl, registerUser, type TestUser } from './http';
import { eventually } from './product-fixtures';
import { CARDS, payOnHostedPage, stripeSdk } from './stripe';
import { endTrial } from './table';

/** Subscribing and paying orders over HTTP, as the SPA does: shared by the premium and money tests. */
export const returnUrls = () => ({
  successUrl: `${apiUrl()}/app/payment/success`,
  cancelUrl: `${apiUrl()}/app/payment/cancel`,
});

export interface Sub {
  id: string;
  isActive: boolean;
  cancelAtPeriodEnd: boolean;
  status: string;
  plan: { id: string };
}
export interface Order {
  id: string;
  status: string;
  total: number;
  paidAt: string | null;
  cancelReason: string | null;
  refunds: Array<{ amount: number; reason: string; refundedAt: string }>;
}
export interface Checkout {
  checkoutUrl: string;
  sessionId: string;
}

/** A new account whose free trial is over, so only a subscription opens the plan's features. */
export const expiredUser = async (label: string) => {
  const user = await registerUser(label);
  await endTrial(user.id);
  return user;
};

export const startSubscription = async (user: TestUser, planId = 'premium-mensal') => {
  const res = await api<Checkout>('POST', '/api/subscriptions', {
    token: user.token,
    body: { planId, ...returnUrls() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Checkout;
};

export const history = async (user: TestUser) =>
  (await api<Sub[]>('GET', '/api/subscriptions/history', { token: user.token })).body.data ?? [];

export const activeOf = (user: TestUser) =>
  eventually(
    async () =>
      (
        await api<{ hasActiveSubscription: boolean; data: Sub | null }>('GET', '/api/subscriptions/active', {
          token: user.token,
        })
      ).body.data,
    (value) => value?.hasActiveSubscription === true,
  );

/** A product of the catalog's masks, as the shop lists it. */
export const aProduct = async (token: string) => {
  const res = await api<{ data: Array<{ id: string; price: number; name: string }> }>(
    'GET',
    '/api/products?category=masks',
    { token },
  );
  return res.body.data?.data[0] as { id: string; price: number; name: string };
};

/** Puts `quantity` of a product in the cart and places the order. */
/**
 * An order of exactly this line, payable: the buyer has a delivery address, and the cart (kept until a
 * payment succeeds) is emptied of anything else first.
 */
export const orderFor = async (user: TestUser, productId: string, quantity: number) => {
  await api('PUT', '/api/users/me/address', { token: user.token, body: TEST_ADDRESS });
  const cart = await api<{ items: Array<{ productId: string }> }>('GET', '/api/cart', { token: user.token });
  for (const item of cart.body.data?.items ?? [])
    if (item.productId !== productId)
      await api('DELETE', `/api/cart/items/${item.productId}`, { token: user.token });
  await api('PUT', `/api/cart/items/${productId}`, { token: user.token, body: { quantity } });
  const order = await api<Order>('POST', '/api/orders', { token: user.token, body: {} });
  expect(order.status).toBe(201);
  return order.body.data as Order;
};

export const payOrder = (user: TestUser, orderId: string) =>
  api<Checkout>('PUT', `/api/orders/${orderId}/pay`, { token: user.token, body: returnUrls() });

export const readOrder = async (user: TestUser, orderId: string) =>
  (await api<Order>('GET', `/api/orders/${orderId}`, { token: user.token })).body.data as Order;

/** Opens a checkout for the order and pays it on the hosted page: the order ends paid. */
export const paidOrder = async (user: TestUser, productId: string, quantity = 1) => {
  const order = await orderFor(user, productId, quantity);
  const pay = await payOrder(user, order.id);
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  const checkout = pay.body.data as Checkout;
  expect((await payOnHostedPage(checkout.checkoutUrl, CARDS.success)).status).toBe(303);
  const paid = await eventually(
    () => readOrder(user, order.id),
    (read) => read.status === 'paid',
  );
  return { ...paid, checkout };
};

/**
 * A second checkout of an order, opened at the provider directly, as a lost race between two checkouts would
 * leave one open: what the one-charge rule must refund when it gets paid.
 */
export const straySessionFor = (user: TestUser, orderId: string, amountCents: number) =>
  stripeSdk().checkout.sessions.create({
    mode: 'payment',
    success_url: returnUrls().successUrl,
    cancel_url: returnUrls().cancelUrl,
    client_reference_id: user.id,
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'brl', unit_amount: amountCents, product_data: { name: 'Pedido' } },
      },
    ],
    metadata: { userId: user.id, orderId, kind: 'order' },
  });
