/**
 * The stand-in driven by the product's own adapter library, the real `stripe` SDK pointed at it with
 * host/port/protocol: if the SDK can read what it answers, so can the product. Webhooks are verified with
 * the SDK's own constructEvent.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  local,
  payOnHostedPage,
  premiumMonthlyLine,
  received,
  rejected,
  stripe,
  useStripeLocal,
  waitFor,
} from './stripe-sdk-contract';

useStripeLocal();

describe('the local Stripe stand-in, through the stripe SDK', () => {
  let customer: Stripe.Customer;

  it('creates and reads customers, once per idempotency key', async () => {
    customer = await stripe.customers.create(
      { email: 'maria@teste.pele.ai', name: 'Maria', metadata: { userId: 'u1' } },
      { idempotencyKey: 'customer-u1' },
    );
    const again = await stripe.customers.create({ email: 'other@teste' }, { idempotencyKey: 'customer-u1' });
    expect(customer.id).toMatch(/^cus_/);
    expect(again.id).toBe(customer.id);
    const read = await stripe.customers.retrieve(customer.id);
    expect(read).toMatchObject({
      object: 'customer',
      email: 'maria@teste.pele.ai',
      metadata: { userId: 'u1' },
    });
  });

  it('runs a subscription checkout: hosted page, 303 to the success URL, subscription with its period, signed events in order', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      success_url: 'http://localhost:3000/app/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/app/payment/cancel',
      line_items: [premiumMonthlyLine],
      metadata: { userId: 'u1', planId: 'premium-mensal' },
      subscription_data: { metadata: { userId: 'u1', planId: 'premium-mensal' } },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2990,
    });
    const page = await fetch(session.url as string);
    const html = await page.text();
    expect(html).toContain('Número do cartão');
    expect(html).toContain('R$ 29,90');

    const paid = await payOnHostedPage(session.url as string, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/app/payment/success?session_id=${session.id}`,
    );

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      metadata: { planId: 'premium-mensal' },
    });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86400);

    await waitFor(() => received.some((e) => e.type === 'invoice.paid'), 'the invoice.paid webhook');
    expect(received.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const invoice = received[2]?.data.object as Stripe.Invoice;
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(rejected).toEqual([]);
  });

  it('cancels at period end, emitting customer.subscription.updated', async () => {
    const created = received.find((e) => e.type === 'customer.subscription.created');
    if (!created) throw new Error('no subscription was created');
    const subscriptionId = (created.data.object as Stripe.Subscription).id;
    const updated = await stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: true,
    });
    expect(updated).toMatchObject({ status: 'active', cancel_at_period_end: true });
    await waitFor(() => received.some((e) => e.type === 'customer.subscription.updated'), 'the update event');
  });

  it('attaches, lists, defaults and detaches payment methods (test ids attach as new cards)', async () => {
    const added = await stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    expect(added).toMatchObject({
      object: 'payment_method',
      customer: customer.id,
      card: { brand: 'mastercard', last4: '4444' },
    });
    const listed = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(listed.data.map((pm) => pm.id)).toContain(added.id);
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: added.id } });
    const read = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(read.invoice_settings.default_payment_method).toBe(added.id);
    const detached = await stripe.paymentMethods.detach(added.id);
    expect(detached.customer).toBeNull();
  });

  it('declines the decline cards on the hosted page with their messages and creates nothing', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      success_url: 'http://localhost:3000/ok',
      cancel_url: 'http://localhost:3000/cancel',
      line_items: [
        { quantity: 2, price_data: { currency: 'brl', unit_amount: 4990, product_data: { name: 'Sérum' } } },
      ],
      metadata: { orderId: 'o1' },
    });
    for (const [card, message] of [
      ['4000 0000 0000 0002', 'Seu cartão foi recusado.'],
      ['4000 0000 0000 9995', 'Seu cartão não tem saldo suficiente.'],
    ]) {
      const answer = await payOnHostedPage(session.url as string, card as string);
      expect(answer.status).toBe(402);
      expect(await answer.text()).toContain(message);
    }
    const still = await stripe.checkout.sessions.retrieve(session.id);
    expect(still).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent: null });
  });

  it('takes a payment and refunds it', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      success_url: 'http://localhost:3000/ok?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/cancel',
      line_items: [
        { quantity: 2, price_data: { currency: 'brl', unit_amount: 4990, product_data: { name: 'Sérum' } } },
      ],
      payment_intent_data: { metadata: { orderId: 'o2' } },
    });
    expect((await payOnHostedPage(session.url as string, '4242424242424242')).status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    const intent = done.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: 'succeeded', amount: 9980, metadata: { orderId: 'o2' } });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, reason: 'duplicate' });
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 9980,
      reason: 'duplicate',
    });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(1);
  });

  /** A one-line payment checkout of R$ 10,00 for `customerId`. */
  const tonerCheckout = (customerId: string) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customerId,
      success_url: 'http://localhost:3000/ok',
      cancel_url: 'http://localhost:3000/cancel',
      line_items: [
        { quantity: 1, price_data: { currency: 'brl', unit_amount: 1000, product_data: { name: 'Tônico' } } },
      ],
    });

  it('expires an open session: its page refuses cards in pt-BR, and a second expiry is an error', async () => {
    const session = await tonerCheckout(customer.id);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: 'expired' });
    await waitFor(
      () =>
        received.some(
          (e) => e.type === 'checkout.session.expired' && (e.data.object as { id: string }).id === session.id,
        ),
      'checkout.session.expired',
    );
    const page = await fetch(session.url as string);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Esta sessão de pagamento expirou.');
    expect((await payOnHostedPage(session.url as string, '4242424242424242')).status).toBe(410);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it("lists a subscription invoice's payment, whose intent can be refunded", async () => {
    const created = received.find((e) => e.type === 'customer.subscription.created') as Stripe.Event;
    const id = (created.data.object as { id: string }).id;
    const sub = await stripe.subscriptions.retrieve(id);
    const payments = await stripe.invoicePayments.list({ invoice: sub.latest_invoice as string });
    expect(payments.data).toEqual([
      expect.objectContaining({
        status: 'paid',
        payment: expect.objectContaining({ type: 'payment_intent' }),
      }),
    ]);
    const intent = payments.data[0]?.payment.payment_intent as string;
    expect(await stripe.refunds.create({ payment_intent: intent })).toMatchObject({ status: 'succeeded' });
  });

  it('deletes a customer: reading it answers deleted, new checkouts for it are refused', async () => {
    const gone = await stripe.customers.create({ email: 'apagar@teste.pele.ai' });
    expect(await stripe.customers.del(gone.id)).toMatchObject({ id: gone.id, deleted: true });
    expect(await stripe.customers.retrieve(gone.id)).toMatchObject({ id: gone.id, deleted: true });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        customer: gone.id,
        success_url: 'http://localhost:3000/ok',
        cancel_url: 'http://localhost:3000/cancel',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'brl', unit_amount: 1000, product_data: { name: 'Tônico' } },
          },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('redelivers an event with the same id', async () => {
    const first = received[0] as Stripe.Event;
    const before = received.filter((e) => e.id === first.id).length;
    await fetch(`${local.url}/_standin/events/${first.id}/redeliver`, { method: 'POST' });
    await waitFor(() => received.filter((e) => e.id === first.id).length === before + 1, 'the redelivery');
  });

  it("answers Stripe's errors: a wrong key is 401, an unknown id 404 resource_missing", async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: local.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 401 });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('answers 404 resource_missing for ids named like Object.prototype members (the fuzz test sent toString)', async () => {
    for (const id of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      await expect(stripe.paymentMethods.attach(id, { customer: customer.id })).rejects.toMatchObject({
        statusCode: 404,
        code: 'resource_missing',
      });
      await expect(stripe.customers.retrieve(id)).rejects.toMatchObject({ statusCode: 404 });
      await expect(stripe.checkout.sessions.retrieve(id)).rejects.toMatchObject({ statusCode: 404 });
    }
  });
});
