import { beforeAll, describe, expect, it } from 'vitest';
import { givePhotoConsent } from './analysis-helpers';
import { api, registerUser, type TestUser } from './http';
import { returnUrls } from './premium-helpers';
import { endTrial, setStock, writeSubscription } from './table';

/**
 * Premium without a checkout: plans, paywall status, the feature gates against stored subscriptions, the cart
 * and orders with server-side totals, ownership, and return addresses. Every assertion goes through HTTP.
 */
const future = '2999-01-01T00:00:00.000Z';
const past = '2001-01-01T00:00:00.000Z';

interface Plan {
  id: string;
  name: string;
  price: number;
  duration_days: number;
  isPopular: boolean;
  features: string[];
}
interface Order {
  id: string;
  status: string;
  total: number;
  subtotal: number;
  items: Array<{ productId: string; price: number; quantity: number; subtotal: number }>;
}

const aProduct = async (token: string) => {
  const res = await api<{ data: Array<{ id: string; price: number; name: string }> }>(
    'GET',
    '/api/products?category=serums',
    { token },
  );
  const product = res.body.data?.data[0];
  if (!product) throw new Error('no product in the catalog');
  return product;
};

describe('plans', () => {
  it('are public: Premium Mensal and Premium Anual in BRL, the yearly one popular', async () => {
    const res = await api<Plan[]>('GET', '/api/subscriptions/plans');
    expect(res.status).toBe(200);
    const plans = res.body.data ?? [];
    expect(plans.map((plan) => [plan.name, plan.duration_days, plan.isPopular])).toEqual([
      ['Premium Mensal', 30, false],
      ['Premium Anual', 365, true],
    ]);
    for (const plan of plans) {
      expect(plan.features).toEqual(['skin_analysis', 'skin_progress', 'skin_history']);
      expect(Math.round(plan.price * 100)).toBe(plan.price * 100);
    }
  });
});

/** Asks for a face photo upload: a gated route, open to a plan with skin analysis or the free trial. */
const photoUpload = (user: TestUser) =>
  api('POST', '/api/skin-analysis/uploads', {
    token: user.token,
    body: { contentType: 'image/jpeg', size: 1000 },
  });

describe('access', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser('premium-access');
    // The consent for face photos is a separate gate (after the plan's): given here, so only the plan decides.
    await givePhotoConsent(user);
  });

  it('starts in the free trial with every feature and no paywall', async () => {
    const res = await api<Record<string, unknown>>('GET', '/api/subscriptions/paywall-status', {
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      isInFreeTrial: true,
      trialExpired: false,
      hasActiveSubscription: false,
      shouldShowPaywall: false,
      accessReason: 'free_trial',
    });
    const uploads = await photoUpload(user);
    expect(uploads.status).toBe(200);
  });

  it('after the trial, gated routes answer 403 naming the feature and the paywall shows', async () => {
    await endTrial(user.id);
    const status = await api<Record<string, unknown>>('GET', '/api/subscriptions/paywall-status', {
      token: user.token,
    });
    expect(status.body.data).toMatchObject({
      trialExpired: true,
      shouldShowPaywall: true,
      accessReason: 'trial_expired',
    });
    const uploads = await photoUpload(user);
    expect(uploads.status).toBe(403);
    expect(uploads.body).toMatchObject({
      success: false,
      code: 'FEATURE_REQUIRED',
      feature: 'skin_analysis',
    });
    const history = await api('GET', '/api/skin-analysis', { token: user.token });
    expect(history.status).toBe(403);
  });

  it('an active plan opens its features and only those', async () => {
    await writeSubscription(user.id, {
      id: 'sub_only_analysis',
      status: 'active',
      currentPeriodEnd: future,
      features: ['skin_analysis'],
    });
    const uploads = await photoUpload(user);
    expect(uploads.status).toBe(200);
    const history = await api('GET', '/api/skin-analysis', { token: user.token });
    expect(history.status).toBe(403);
    expect(history.body.feature).toBe('skin_history');
    const active = await api<{ hasActiveSubscription: boolean; data: { id: string; isActive: boolean } }>(
      'GET',
      '/api/subscriptions/active',
      { token: user.token },
    );
    expect(active.body.data).toMatchObject({
      hasActiveSubscription: true,
      data: { id: 'sub_only_analysis', isActive: true },
    });
  });

  it('a past-due or lapsed subscription opens nothing', async () => {
    const other = await registerUser('premium-lapsed');
    await endTrial(other.id);
    await writeSubscription(other.id, {
      id: 'sub_past_due',
      status: 'past_due',
      currentPeriodEnd: future,
      features: ['skin_history'],
    });
    await writeSubscription(other.id, {
      id: 'sub_lapsed',
      status: 'active',
      currentPeriodEnd: past,
      features: ['skin_history'],
    });
    expect((await api('GET', '/api/skin-analysis', { token: other.token })).status).toBe(403);
    const history = await api<Array<{ id: string }>>('GET', '/api/subscriptions/history', {
      token: other.token,
    });
    expect(history.body.data?.map((sub) => sub.id).sort()).toEqual(['sub_lapsed', 'sub_past_due']);
  });

  it("another user's subscription cannot be cancelled (404)", async () => {
    const stranger = await registerUser('premium-stranger');
    const res = await api('PUT', '/api/subscriptions/sub_only_analysis/cancel', { token: stranger.token });
    expect(res.status).toBe(404);
  });
});

describe('checkout requests', () => {
  it('refuse success and cancel addresses on another origin (no open redirect)', async () => {
    const user = await registerUser('premium-redirect');
    for (const bad of [
      { successUrl: 'https://evil.example.com/app/payment/success', cancelUrl: returnUrls().cancelUrl },
      { successUrl: returnUrls().successUrl, cancelUrl: 'https://evil.example.com/' },
      { successUrl: 'javascript:alert(1)', cancelUrl: returnUrls().cancelUrl },
    ]) {
      const res = await api('POST', '/api/subscriptions', {
        token: user.token,
        body: { planId: 'premium-mensal', ...bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('refuse an unknown plan with 404', async () => {
    const user = await registerUser('premium-unknown-plan');
    const res = await api('POST', '/api/subscriptions', {
      token: user.token,
      body: { planId: 'gold', ...returnUrls() },
    });
    expect(res.status).toBe(404);
  });

  it("find no other user's checkout session or payment method", async () => {
    const user = await registerUser('premium-sessions');
    expect(
      (await api('GET', '/api/payments/verify-session?sessionId=cs_someone_else', { token: user.token }))
        .status,
    ).toBe(404);
    expect((await api('DELETE', '/api/payments/methods/pm_someone_else', { token: user.token })).status).toBe(
      404,
    );
    expect(
      (await api('PUT', '/api/payments/methods/pm_someone_else/default', { token: user.token })).status,
    ).toBe(404);
  });
});

describe('cart and orders', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser('premium-orders');
  });

  it('keep the cart on the server with catalog prices', async () => {
    const product = await aProduct(user.token);
    const res = await api<{
      items: Array<{ productId: string; price: number; quantity: number }>;
      total: number;
    }>('PUT', `/api/cart/items/${product.id}`, { token: user.token, body: { quantity: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data?.items).toEqual([
      expect.objectContaining({ productId: product.id, price: product.price, quantity: 2 }),
    ]);
    expect(res.body.data?.total).toBe(Math.round(product.price * 200) / 100);
    const again = await api<{ itemCount: number }>('GET', '/api/cart', { token: user.token });
    expect(again.body.data?.itemCount).toBe(2);
  });

  it('compute the order total on the server whatever the client sends, and keep the cart until it is paid', async () => {
    const product = await aProduct(user.token);
    const res = await api<Order>('POST', '/api/orders', {
      token: user.token,
      body: { total: 0.01, items: [{ productId: product.id, price: 0.01, quantity: 99 }] },
    });
    expect(res.status).toBe(201);
    const order = res.body.data as Order & { number: string };
    expect(order.status).toBe('pending_payment');
    // A number a person can read and say; the URL keeps the id.
    expect(order.number).toMatch(/^PA-[2-9A-HJKMNP-TW-Z]{5}$/);
    expect(order.id).toHaveLength(26);
    expect(order.items).toEqual([
      expect.objectContaining({ productId: product.id, price: product.price, quantity: 2 }),
    ]);
    expect(order.total).toBe(Math.round(product.price * 200) / 100);
    const cart = await api<{ items: unknown[] }>('GET', '/api/cart', { token: user.token });
    expect(cart.body.data?.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
    const mine = await api<Order[]>('GET', '/api/orders/myorders', { token: user.token });
    expect(mine.body.data?.map((o) => o.id)).toContain(order.id);
    const one = await api<Order & { number: string }>('GET', `/api/orders/${order.id}`, {
      token: user.token,
    });
    expect(one.body.data?.total).toBe(order.total);
    expect(one.body.data?.number).toBe(order.number);
    // 'Finalizar Compra' again on the unchanged cart: the same unpaid order, not a second one to pay.
    const again = await api<Order & { number: string }>('POST', '/api/orders', {
      token: user.token,
      body: {},
    });
    expect(again.body.data).toMatchObject({ id: order.id, number: order.number });
    // A changed cart is another order, with a number of its own.
    await api('PUT', `/api/cart/items/${product.id}`, { token: user.token, body: { quantity: 1 } });
    const changed = await api<Order & { number: string }>('POST', '/api/orders', {
      token: user.token,
      body: {},
    });
    expect(changed.body.data?.id).not.toBe(order.id);
    expect(changed.body.data?.number).toMatch(/^PA-/);
    expect(changed.body.data?.number).not.toBe(order.number);
  });

  it('refuse an order from an empty cart and a quantity above the stock', async () => {
    const newcomer = await registerUser('premium-orders-empty');
    const empty = await api('POST', '/api/orders', { token: newcomer.token, body: {} });
    expect(empty.status).toBe(409);
    const product = await aProduct(user.token);
    const before = await setStock(product.id, 1);
    try {
      const tooMany = await api('PUT', `/api/cart/items/${product.id}`, {
        token: user.token,
        body: { quantity: 2 },
      });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.error).toBe(`Sem estoque suficiente de ${product.name}.`);
      const inStock = await api<{ soldOut: boolean }>('GET', `/api/products/${product.id}`, {
        token: user.token,
      });
      expect(inStock.body.data?.soldOut).toBe(false);
      await setStock(product.id, 0);
      // 'Esgotado' on the screens, and the cart refuses it whatever the client shows.
      const soldOut = await api<{ soldOut: boolean }>('GET', `/api/products/${product.id}`, {
        token: user.token,
      });
      expect(soldOut.body.data?.soldOut).toBe(true);
      const refused = await api('PUT', `/api/cart/items/${product.id}`, {
        token: newcomer.token,
        body: { quantity: 1 },
      });
      expect(refused.status).toBe(409);
    } finally {
      await setStock(product.id, before);
    }
    const bad = await api('PUT', `/api/cart/items/${product.id}`, {
      token: user.token,
      body: { quantity: -1 },
    });
    expect(bad.status).toBe(400);
    const unknown = await api('PUT', '/api/cart/items/no-such-product', {
      token: user.token,
      body: { quantity: 1 },
    });
    expect(unknown.status).toBe(404);
  });

  it("hide another user's order (404) and refuse paying it", async () => {
    const mine = await api<Order[]>('GET', '/api/orders/myorders', { token: user.token });
    const orderId = mine.body.data?.[0]?.id as string;
    const stranger = await registerUser('premium-order-stranger');
    expect((await api('GET', `/api/orders/${orderId}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await api('PUT', `/api/orders/${orderId}/pay`, { token: stranger.token, body: returnUrls() })).status,
    ).toBe(404);
  });
});
