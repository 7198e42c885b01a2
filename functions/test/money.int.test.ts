import { CART_MAX_LINES } from '@pele/shared/schemas/orders';
import { describe, expect, it } from 'vitest';
import { type AdminSession, adminLogin, api, registerUser } from './http';
import {
  activeOf,
  aProduct,
  type Checkout,
  expiredUser,
  history,
  orderFor,
  paidOrder,
  payOrder,
  readOrder,
  returnUrls,
  startSubscription,
  straySessionFor,
} from './premium-helpers';
import { eventually } from './product-fixtures';
import { CARDS, payOnHostedPage, stripeControl, stripeSdk } from './stripe';
import { itemsMentioning, setStock } from './table';

/**
 * Money is exact, through the HTTP API and the Stripe stand-in: one charge per order whatever checkouts were
 * opened, nothing kept for an order no longer awaiting payment, one subscription per person, and an erased
 * account's paid orders refunded. Where a race would be needed to reach a state (two checkouts of one thing
 * both paid), the test opens the second checkout at the provider directly, as a lost race would leave it.
 */
interface Stats {
  totalUsers: number;
  totalOrders: number;
  totalRevenue: number;
  activeSubscriptions: number;
}

let admin: AdminSession | undefined;
const stats = async () => {
  admin ??= await adminLogin();
  const res = await api<Stats>('GET', '/api/admin/dashboard/stats', { token: admin.token });
  return res.body.data as Stats;
};
const adminMove = async (orderId: string, status: string) => {
  admin ??= await adminLogin();
  return api<{ status: string; cancelReason: string | null }>('PUT', `/api/admin/orders/${orderId}/status`, {
    token: admin.token,
    body: { status },
  });
};

const sessionOf = (checkout: Checkout) => stripeSdk().checkout.sessions.retrieve(checkout.sessionId);
const checkoutPage = (url: string) =>
  fetch(url).then(async (res) => ({ status: res.status, text: await res.text() }));

const refundsOf = async (paymentIntentId: string) =>
  (await stripeSdk().refunds.list({ payment_intent: paymentIntentId })).data;

const withStock = async <T>(productId: string, units: number, run: () => Promise<T>) => {
  const before = await setStock(productId, units);
  try {
    return await run();
  } finally {
    await setStock(productId, before);
  }
};

describe('one order, one charge', () => {
  it("expires the order's earlier checkout when a new one opens: its page no longer takes a card", async () => {
    const user = await registerUser('money-two-checkouts');
    const product = await aProduct(user.token);
    await withStock(product.id, 10, async () => {
      const order = await orderFor(user, product.id, 1);
      const first = (await payOrder(user, order.id)).body.data as Checkout;
      const second = (await payOrder(user, order.id)).body.data as Checkout;
      expect((await sessionOf(first)).status).toBe('expired');
      const page = await checkoutPage(first.checkoutUrl);
      expect(page.status).toBe(410);
      expect(page.text).toContain('Esta sessão de pagamento expirou.');
      expect((await payOnHostedPage(first.checkoutUrl, CARDS.success)).status).toBe(410);

      expect((await payOnHostedPage(second.checkoutUrl, CARDS.success)).status).toBe(303);
      const paid = await eventually(
        () => readOrder(user, order.id),
        (read) => read.status === 'paid',
      );
      expect(paid.refunds).toEqual([]);
    });
  });

  it('leaves exactly one payable checkout when three are opened at once', async () => {
    const user = await registerUser('money-three-checkouts');
    const product = await aProduct(user.token);
    await withStock(product.id, 10, async () => {
      const order = await orderFor(user, product.id, 1);
      const opened = await Promise.all([1, 2, 3].map(() => payOrder(user, order.id)));
      expect(opened.map((res) => res.status)).toEqual([200, 200, 200]);
      const statuses = await Promise.all(opened.map((res) => sessionOf(res.body.data as Checkout)));
      expect(statuses.filter((session) => session.status === 'open')).toHaveLength(1);
      expect(statuses.filter((session) => session.status === 'expired')).toHaveLength(2);
    });
  });

  it('refunds in full, once, a payment that reaches an order already paid, and says so in the order', async () => {
    const user = await registerUser('money-double-pay');
    const product = await aProduct(user.token);
    await withStock(product.id, 10, async () => {
      const before = await stats();
      const order = await paidOrder(user, product.id);
      const totalCents = Math.round(order.total * 100);
      const stray = await straySessionFor(user, order.id, totalCents);
      expect((await payOnHostedPage(stray.url as string, CARDS.success)).status).toBe(303);

      const refunded = await eventually(
        () => readOrder(user, order.id),
        (read) => read.refunds.length > 0,
      );
      expect(refunded.status).toBe('paid');
      expect(refunded.refunds).toEqual([
        expect.objectContaining({
          amount: order.total,
          reason: expect.stringContaining('Recebemos um segundo pagamento deste pedido'),
        }),
      ]);
      const strayIntent = (await stripeSdk().checkout.sessions.retrieve(stray.id)).payment_intent as string;
      expect(await refundsOf(strayIntent)).toEqual([
        expect.objectContaining({ amount: totalCents, reason: 'duplicate' }),
      ]);

      // The same event delivered again refunds nothing more and writes nothing more.
      const events = await stripeSdk().events.list({ limit: 100 });
      const completed = events.data.find(
        (event) =>
          event.type === 'checkout.session.completed' &&
          (event.data.object as { id: string }).id === stray.id,
      );
      for (let i = 0; i < 3; i++) await stripeControl(`events/${completed?.id}/redeliver`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await refundsOf(strayIntent)).toHaveLength(1);
      expect((await readOrder(user, order.id)).refunds).toHaveLength(1);

      const after = await stats();
      expect(after.totalOrders - before.totalOrders).toBe(1);
      expect(Math.round((after.totalRevenue - before.totalRevenue) * 100)).toBe(totalCents);
    });
  });

  it("closes a cancelled order's checkout, and refunds a payment that still reaches it", async () => {
    const user = await registerUser('money-cancel-then-pay');
    const product = await aProduct(user.token);
    await withStock(product.id, 10, async () => {
      const order = await orderFor(user, product.id, 1);
      const open = (await payOrder(user, order.id)).body.data as Checkout;
      const cancelled = await adminMove(order.id, 'cancelled');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data?.cancelReason).toBe('Cancelado pela loja.');
      expect((await sessionOf(open)).status).toBe('expired');
      expect((await payOnHostedPage(open.checkoutUrl, CARDS.success)).status).toBe(410);

      const stray = await straySessionFor(user, order.id, Math.round(order.total * 100));
      await payOnHostedPage(stray.url as string, CARDS.success);
      const refunded = await eventually(
        () => readOrder(user, order.id),
        (read) => read.refunds.length > 0,
      );
      expect(refunded.status).toBe('cancelled');
      expect(refunded.refunds[0]?.reason).toContain('O pagamento chegou depois que o pedido foi cancelado');
      const intent = (await stripeSdk().checkout.sessions.retrieve(stray.id)).payment_intent as string;
      expect(await refundsOf(intent)).toHaveLength(1);
    });
  });
});

describe('one subscription per person', () => {
  it('expires the plan checkout opened before, so two plan pages cannot both be paid', async () => {
    const user = await expiredUser('money-two-plans');
    const monthly = await startSubscription(user, 'premium-mensal');
    const annual = await startSubscription(user, 'premium-anual');
    expect((await sessionOf(monthly)).status).toBe('expired');
    expect((await payOnHostedPage(monthly.checkoutUrl, CARDS.success)).status).toBe(410);
    expect((await payOnHostedPage(annual.checkoutUrl, CARDS.success)).status).toBe(303);
    expect((await activeOf(user))?.data?.plan.id).toBe('premium-anual');
  });

  it('refuses a second subscription while one runs, also when the first is cancelled at period end', async () => {
    const user = await expiredUser('money-second-plan');
    await payOnHostedPage((await startSubscription(user)).checkoutUrl, CARDS.success);
    const active = await activeOf(user);
    const again = await api('POST', '/api/subscriptions', {
      token: user.token,
      body: { planId: 'premium-anual', ...returnUrls() },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: 'Você já tem uma assinatura ativa.' });
    await api('PUT', `/api/subscriptions/${active?.data?.id}/cancel`, { token: user.token });
    const afterCancel = await api('POST', '/api/subscriptions', {
      token: user.token,
      body: { planId: 'premium-anual', ...returnUrls() },
    });
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body.error).toMatch(/^Sua assinatura atual continua válida até \d{2}\/\d{2}\/\d{4}\./);
  });

  it('ends and refunds in full the later of two subscriptions that both got paid, and counts one', async () => {
    const user = await expiredUser('money-two-subscriptions');
    const before = await stats();
    const first = await startSubscription(user, 'premium-mensal');
    const customer = (await sessionOf(first)).customer as string;
    // A second plan page left open by a lost race, opened at the provider for the same person.
    const stray = await stripeSdk().checkout.sessions.create({
      mode: 'subscription',
      customer,
      success_url: returnUrls().successUrl,
      cancel_url: returnUrls().cancelUrl,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'brl',
            unit_amount: 29900,
            recurring: { interval: 'year' },
            product_data: { name: 'Premium Anual' },
          },
        },
      ],
      metadata: { userId: user.id, planId: 'premium-anual', kind: 'subscription' },
      subscription_data: { metadata: { userId: user.id, planId: 'premium-anual' } },
    });
    await payOnHostedPage(first.checkoutUrl, CARDS.success);
    await activeOf(user);
    // The provider dates subscriptions to the second: the later one is later by at least that.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await payOnHostedPage(stray.url as string, CARDS.success);

    const subs = await eventually(
      () => history(user),
      (list) => list.length === 2 && list.some((sub) => sub.status === 'canceled'),
    );
    const kept = subs.find((sub) => sub.status === 'active');
    const ended = subs.find((sub) => sub.status === 'canceled');
    expect(kept?.plan.id).toBe('premium-mensal');
    expect(ended?.plan.id).toBe('premium-anual');
    const remote = await stripeSdk().subscriptions.retrieve(ended?.id as string);
    expect(remote.status).toBe('canceled');
    const payments = await stripeSdk().invoicePayments.list({ invoice: remote.latest_invoice as string });
    const intent = payments.data[0]?.payment.payment_intent as string;
    expect(await refundsOf(intent)).toEqual([
      expect.objectContaining({ amount: 29900, reason: 'duplicate' }),
    ]);
    const after = await stats();
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(1);
  });
});

describe('erasing an account with orders', () => {
  it('refunds paid unshipped orders with their units back, keeps shipped ones for staff, closes checkouts, deletes the customer', async () => {
    const user = await registerUser('money-erase-orders');
    const product = await aProduct(user.token);
    await withStock(product.id, 10, async () => {
      const refunded = await paidOrder(user, product.id, 2);
      const shipped = await paidOrder(user, product.id, 1);
      for (const status of ['processing', 'shipped'])
        expect((await adminMove(shipped.id, status)).status).toBe(200);
      const pending = await orderFor(user, product.id, 1);
      const open = (await payOrder(user, pending.id)).body.data as Checkout;
      const customer = (await sessionOf(open)).customer as string;
      const planPage = await startSubscription(user, 'premium-anual');
      const before = await stats();

      expect((await api('DELETE', '/api/users/me', { token: user.token })).status).toBe(200);

      expect((await sessionOf(open)).status).toBe('expired');
      expect((await sessionOf(planPage)).status).toBe('expired');
      expect(await stripeSdk().customers.retrieve(customer)).toMatchObject({ id: customer, deleted: true });
      const refundedIntent = (await sessionOf(refunded.checkout)).payment_intent as string;
      expect(await refundsOf(refundedIntent)).toEqual([
        expect.objectContaining({
          amount: Math.round(refunded.total * 100),
          reason: 'requested_by_customer',
        }),
      ]);
      expect(await setStock(product.id, 10)).toBe(9);

      admin ??= await adminLogin();
      const keptForStaff = await api<{ status: string; customer: { email: string } }>(
        'GET',
        `/api/admin/orders/${shipped.id}`,
        { token: admin.token },
      );
      expect(keptForStaff.status).toBe(200);
      expect(keptForStaff.body.data).toMatchObject({
        status: 'shipped',
        customer: { name: 'Conta excluída', email: '' },
        // Nor where it went: the address would name the person.
        deliveryAddress: null,
      });
      expect(JSON.stringify(keptForStaff.body.data)).not.toContain(user.id);
      expect(await itemsMentioning(user.id, user.email)).toEqual([]);
      expect((await api('GET', `/api/admin/orders/${refunded.id}`, { token: admin.token })).status).toBe(404);

      const after = await stats();
      expect(after.totalUsers - before.totalUsers).toBe(-1);
      expect(after.totalOrders - before.totalOrders).toBe(-1);
      expect(Math.round((after.totalRevenue - before.totalRevenue) * 100)).toBe(
        -Math.round(refunded.total * 100),
      );
    });
  });
});

describe('limits that hold in parallel', () => {
  it('never makes an order of more distinct products than the cart allows, however many were added at once', async () => {
    const user = await registerUser('money-cart-race');
    const listed = await api<{ data: Array<{ id: string }> }>('GET', '/api/products?limit=30', {
      token: user.token,
    });
    const ids = (listed.body.data?.data ?? []).map((product) => product.id);
    expect(ids.length).toBeGreaterThan(CART_MAX_LINES);
    const added = await Promise.all(
      ids.map((id) => api('PUT', `/api/cart/items/${id}`, { token: user.token, body: { quantity: 1 } })),
    );
    expect(added.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    const cart = await api<{ items: unknown[] }>('GET', '/api/cart', { token: user.token });
    const lines = cart.body.data?.items.length ?? 0;
    const order = await api<{ items: unknown[] }>('POST', '/api/orders', { token: user.token, body: {} });
    if (lines > CART_MAX_LINES) {
      expect(order.status).toBe(409);
      expect(order.body.error).toBe('Seu carrinho chegou ao limite de 20 produtos diferentes.');
    } else {
      expect(order.status).toBe(201);
      expect(order.body.data?.items.length).toBe(lines);
    }
  });
});

describe('prices are whole centavos', () => {
  it('refuses a product or plan price that would round to a different charge, and changes nothing', async () => {
    admin ??= await adminLogin();
    const plans = (await api<Array<{ id: string; price: number }>>('GET', '/api/subscriptions/plans')).body
      .data as Array<{ id: string; price: number }>;
    const plan = plans[0] as { id: string; price: number };
    for (const price of [0.001, 19.999]) {
      const res = await api('PUT', `/api/admin/plans/${plan.id}`, { token: admin.token, body: { price } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        fields: { price: 'Informe o preço em reais com no máximo 2 casas decimais (ex.: 89,90).' },
      });
    }
    const zero = await api('PUT', `/api/admin/plans/${plan.id}`, { token: admin.token, body: { price: 0 } });
    expect(zero.status).toBe(400);
    const after = (await api<Array<{ id: string; price: number }>>('GET', '/api/subscriptions/plans')).body
      .data;
    expect(after?.find((each) => each.id === plan.id)?.price).toBe(plan.price);

    const product = await api('POST', '/api/admin/products', {
      token: admin.token,
      body: {
        name: 'Sérum de um milésimo',
        brand: 'Marca Teste',
        description: 'Preço que arredondaria para zero.',
        category: 'serums',
        price: 0.001,
        countInStock: 5,
      },
    });
    expect(product.status).toBe(400);
    expect(product.body.fields?.price).toBe(
      'Informe o preço em reais com no máximo 2 casas decimais (ex.: 89,90).',
    );
    const listed = await api<{ products: unknown[] }>(
      'GET',
      `/api/admin/products?search=${encodeURIComponent('Sérum de um milésimo')}`,
      { token: admin.token },
    );
    expect(listed.body.data?.products).toEqual([]);
  });
});
