import { describe, expect, it } from 'vitest';
import { givePhotoConsent } from './analysis-helpers';
import { api, apiUrl, registerUser, type TestUser } from './http';
import {
  activeOf,
  aProduct,
  expiredUser,
  history,
  type Order,
  orderFor,
  returnUrls,
  type Sub,
  startSubscription,
} from './premium-helpers';
import { eventually } from './product-fixtures';
import { CARDS, payOnHostedPage, sessionIdOf, stripeControl, stripeSdk } from './stripe';
import { setStock } from './table';

/**
 * Premium through the local Stripe stand-in, end to end over HTTP: hosted checkout, signed webhooks (repeated,
 * forged, early or late), the return page's verification, cancelling, and paying orders with the stock rule.
 */
/** An analysis upload, by a user who consented to face photos: only the plan decides the answer. */
const gatedUpload = async (user: TestUser) => {
  await givePhotoConsent(user);
  return api('POST', '/api/skin-analysis/uploads', {
    token: user.token,
    body: { contentType: 'image/jpeg', size: 1000 },
  });
};

describe('subscribing', () => {
  it('works end to end: checkout, hosted page, webhook, verification, gated routes open', async () => {
    const user = await expiredUser('checkout-happy');
    expect((await gatedUpload(user)).status).toBe(403);
    const { checkoutUrl, sessionId } = await startSubscription(user);
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('R$ 29,90');

    const paid = await payOnHostedPage(checkoutUrl, CARDS.success);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${apiUrl()}/app/payment/success?session_id=${sessionId}`);

    const active = await activeOf(user);
    expect(active?.data).toMatchObject({
      isActive: true,
      cancelAtPeriodEnd: false,
      plan: { id: 'premium-mensal' },
    });
    const verified = await api<{ subscription: Sub; orderId: null }>(
      'GET',
      `/api/payments/verify-session?sessionId=${sessionIdOf(paid)}`,
      { token: user.token },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      orderId: null,
      subscription: { id: active?.data?.id, isActive: true },
    });
    expect((await gatedUpload(user)).status).toBe(200);
    const status = await api<Record<string, unknown>>('GET', '/api/subscriptions/paywall-status', {
      token: user.token,
    });
    expect(status.body.data).toMatchObject({
      hasActiveSubscription: true,
      shouldShowPaywall: false,
      accessReason: 'subscription',
    });
    const cards = await api<Array<{ last4: string; isDefault: boolean }>>('GET', '/api/payments/methods', {
      token: user.token,
    });
    expect(cards.body.data).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
  });

  it('gives one subscription however many times the same webhook is delivered', async () => {
    const user = await expiredUser('checkout-repeat');
    const { checkoutUrl, sessionId } = await startSubscription(user);
    await payOnHostedPage(checkoutUrl, CARDS.success);
    await activeOf(user);
    const events = await stripeSdk().events.list({ limit: 100 });
    const completed = events.data.find(
      (event) =>
        event.type === 'checkout.session.completed' && (event.data.object as { id: string }).id === sessionId,
    );
    expect(completed).toBeDefined();
    for (let i = 0; i < 5; i++) await stripeControl(`events/${completed?.id}/redeliver`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await history(user)).toHaveLength(1);
  });

  it('ends the same whether the return page or the webhook comes first', async () => {
    const early = await expiredUser('checkout-verify-first');
    const { checkoutUrl } = await startSubscription(early);
    await stripeControl('webhooks/pause');
    try {
      const paid = await payOnHostedPage(checkoutUrl, CARDS.success);
      const verified = await api<{ subscription: Sub }>(
        'GET',
        `/api/payments/verify-session?sessionId=${sessionIdOf(paid)}`,
        { token: early.token },
      );
      expect(verified.body.data?.subscription).toMatchObject({ isActive: true });
    } finally {
      await stripeControl('webhooks/resume');
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const afterWebhook = await history(early);
    expect(afterWebhook).toHaveLength(1);
    expect(afterWebhook[0]).toMatchObject({ isActive: true, cancelAtPeriodEnd: false });
  });

  it('refuses a webhook with a forged or missing signature with 400 and changes nothing', async () => {
    const user = await expiredUser('checkout-forged');
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.created',
      data: { object: { id: 'sub_forged', object: 'subscription', metadata: { userId: user.id } } },
    });
    const signatures: Array<Record<string, string>> = [
      { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      {},
    ];
    for (const headers of signatures) {
      const res = await api('POST', '/api/payments/webhook', {
        rawBody: forged,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'Assinatura do webhook inválida.' });
    }
    expect(await history(user)).toEqual([]);
    expect((await gatedUpload(user)).status).toBe(403);
  });

  it('leaves no subscription when the card is declined', async () => {
    const user = await expiredUser('checkout-declined');
    const { checkoutUrl, sessionId } = await startSubscription(user);
    for (const card of [CARDS.declined, CARDS.insufficientFunds]) {
      const res = await payOnHostedPage(checkoutUrl, card);
      expect(res.status).toBe(402);
    }
    const verify = await api('GET', `/api/payments/verify-session?sessionId=${sessionId}`, {
      token: user.token,
    });
    expect(verify.status).toBe(409);
    expect(await history(user)).toEqual([]);
    expect((await gatedUpload(user)).status).toBe(403);
  });

  it("does not verify another user's checkout session (404)", async () => {
    const owner = await expiredUser('checkout-owner');
    const { sessionId } = await startSubscription(owner);
    const stranger = await registerUser('checkout-stranger');
    expect(
      (await api('GET', `/api/payments/verify-session?sessionId=${sessionId}`, { token: stranger.token }))
        .status,
    ).toBe(404);
  });
});

describe('cancelling', () => {
  it('ends the renewal, keeps access until the period ends, and a payment failure closes it', async () => {
    const user = await expiredUser('checkout-cancel');
    const { checkoutUrl } = await startSubscription(user);
    await payOnHostedPage(checkoutUrl, CARDS.success);
    const active = await activeOf(user);
    const id = active?.data?.id as string;
    const cancelled = await api<Sub>('PUT', `/api/subscriptions/${id}/cancel`, { token: user.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ cancelAtPeriodEnd: true, isActive: true });
    expect((await gatedUpload(user)).status).toBe(200);
    const remote = await stripeSdk().subscriptions.retrieve(id);
    expect(remote.cancel_at_period_end).toBe(true);

    await stripeControl(`subscriptions/${id}/expire`);
    const ended = await eventually(
      () => history(user),
      (subs) => subs[0]?.isActive === false,
    );
    expect(ended[0]).toMatchObject({ isActive: false });
    expect((await gatedUpload(user)).status).toBe(403);
  });

  it('a failed renewal payment (past due) closes the gates', async () => {
    const user = await expiredUser('checkout-past-due');
    const { checkoutUrl } = await startSubscription(user);
    await payOnHostedPage(checkoutUrl, CARDS.success);
    const active = await activeOf(user);
    await stripeControl(`subscriptions/${active?.data?.id}/fail-renewal`);
    await eventually(
      () => history(user),
      (subs) => subs[0]?.isActive === false,
    );
    expect((await gatedUpload(user)).status).toBe(403);
  });
});

describe('paying orders', () => {
  it('marks the order paid once, from the webhook or the return page, takes the stock and only then empties the cart', async () => {
    const user = await registerUser('order-pay');
    const product = await aProduct(user.token);
    const before = await setStock(product.id, 10);
    const cartLines = async () =>
      (await api<{ items: Array<{ productId: string }> }>('GET', '/api/cart', { token: user.token })).body
        .data?.items ?? [];
    try {
      const order = await orderFor(user, product.id, 2);
      const pay = await api<{ checkoutUrl: string }>('PUT', `/api/orders/${order.id}/pay`, {
        token: user.token,
        body: returnUrls(),
      });
      expect(pay.status).toBe(200);
      // A declined card, or leaving the payment page, leaves the cart as it was.
      await payOnHostedPage(pay.body.data?.checkoutUrl as string, CARDS.declined);
      expect((await cartLines()).map((line) => line.productId)).toEqual([product.id]);
      const paid = await payOnHostedPage(pay.body.data?.checkoutUrl as string, CARDS.success);
      const verified = await api<{ orderId: string }>(
        'GET',
        `/api/payments/verify-session?sessionId=${sessionIdOf(paid)}`,
        {
          token: user.token,
        },
      );
      expect(verified.body.data).toMatchObject({ orderId: order.id, subscription: null });
      const read = await api<Order>('GET', `/api/orders/${order.id}`, { token: user.token });
      expect(read.body.data?.status).toBe('paid');
      expect(await cartLines()).toEqual([]);
      const again = await api('PUT', `/api/orders/${order.id}/pay`, {
        token: user.token,
        body: returnUrls(),
      });
      expect(again.status).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const cart = await api<{ items: Array<{ inStock: number }> }>('PUT', `/api/cart/items/${product.id}`, {
        token: user.token,
        body: { quantity: 1 },
      });
      expect(cart.body.data?.items[0]?.inStock).toBe(8);
      await api('DELETE', `/api/cart/items/${product.id}`, { token: user.token });
    } finally {
      await setStock(product.id, before);
    }
  });

  it('sells the last unit once: of two paid orders, one is paid and the other refunded and cancelled', async () => {
    const [first, second] = await Promise.all([registerUser('order-race-1'), registerUser('order-race-2')]);
    const product = await aProduct((first as TestUser).token);
    const before = await setStock(product.id, 1);
    try {
      const orders = await Promise.all([
        orderFor(first as TestUser, product.id, 1),
        orderFor(second as TestUser, product.id, 1),
      ]);
      const checkouts = await Promise.all(
        [first, second].map((user, index) =>
          api<{ checkoutUrl: string }>('PUT', `/api/orders/${orders[index]?.id}/pay`, {
            token: (user as TestUser).token,
            body: returnUrls(),
          }),
        ),
      );
      await Promise.all(
        checkouts.map((checkout) =>
          payOnHostedPage(checkout.body.data?.checkoutUrl as string, CARDS.success),
        ),
      );
      const final = await eventually(
        () =>
          Promise.all(
            [first, second].map(
              async (user, index) =>
                (
                  await api<Order>('GET', `/api/orders/${orders[index]?.id}`, {
                    token: (user as TestUser).token,
                  })
                ).body.data,
            ),
          ),
        (list) => list.every((order) => order?.status !== 'pending_payment'),
        10_000,
      );
      expect(final.map((order) => order?.status).sort()).toEqual(['cancelled', 'paid']);
      const refunded = final.find((order) => order?.status === 'cancelled');
      expect(refunded?.cancelReason).toContain('O pagamento foi estornado.');
      expect(await setStock(product.id, before)).toBe(0);
    } finally {
      await setStock(product.id, before);
    }
  });
});

describe('erasing the account', () => {
  it('ends a running subscription at the provider, so nothing is charged afterwards', async () => {
    const user = await expiredUser('checkout-erase');
    const { checkoutUrl } = await startSubscription(user);
    await payOnHostedPage(checkoutUrl, CARDS.success);
    const active = await activeOf(user);
    const erased = await api('DELETE', '/api/users/me', { token: user.token });
    expect(erased.status).toBe(200);
    const remote = await stripeSdk().subscriptions.retrieve(active?.data?.id as string);
    expect(remote.status).toBe('canceled');
  });
});
