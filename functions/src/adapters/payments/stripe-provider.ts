import type { SubscriptionStatus } from '@pele/shared/schemas/subscriptions';
import type Stripe from 'stripe';
import type {
  Card,
  CheckoutState,
  PaymentProvider,
  ProviderSubscription,
  WebhookEvent,
  WebhookSubject,
} from '../../domain/payments/payment-provider';
import { type StripeAccount, stripeAccount } from './stripe-client';

const CURRENCY = 'brl';
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe's eight statuses folded into the four access cares about. */
const STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'incomplete',
  paused: 'incomplete',
};

export const toSubscription = (sub: Stripe.Subscription): ProviderSubscription => {
  // Since API 2025-03-31 the billing period is per item; every item of ours shares one period.
  const periodEnd = Math.max(...sub.items.data.map((item) => item.current_period_end), 0);
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    userId: sub.metadata?.userId ?? null,
    planId: sub.metadata?.planId ?? null,
    status: STATUS[sub.status] ?? 'incomplete',
    currentPeriodEnd: iso(periodEnd),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    createdAt: iso(sub.created),
  };
};

const toCard = (pm: Stripe.PaymentMethod): Card => ({
  id: pm.id,
  customerId: idOf(pm.customer),
  brand: pm.card?.brand ?? 'card',
  last4: pm.card?.last4 ?? '????',
  expMonth: pm.card?.exp_month ?? 0,
  expYear: pm.card?.exp_year ?? 0,
});

const codeOf = (error: unknown) => (error as { code?: string }).code;
const isMissing = (error: unknown) => codeOf(error) === 'resource_missing';
const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
};

/** Which object an event is about; only the events the product subscribes to name one. */
const subjectOf = (event: Stripe.Event): WebhookSubject => {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed':
      return { kind: 'checkout', checkoutId: String(object.id) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { kind: 'subscription', subscriptionId: String(object.id) };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice;
      const id = idOf(invoice.parent?.subscription_details?.subscription);
      return id ? { kind: 'subscription', subscriptionId: id } : { kind: 'ignored' };
    }
    default:
      return { kind: 'ignored' };
  }
};

/** Customers and refunds: who pays, and money given back. */
const customerCalls = (
  stripe: Stripe,
): Pick<PaymentProvider, 'createCustomer' | 'deleteCustomer' | 'refund'> => ({
  async createCustomer({ userId, email, name }) {
    // The idempotency key makes a retried or concurrent first checkout create one customer, not two.
    const customer = await stripe.customers.create(
      { email, name, metadata: { userId } },
      { idempotencyKey: `customer-${userId}` },
    );
    return customer.id;
  },

  async deleteCustomer(customerId) {
    await orNull(() => stripe.customers.del(customerId));
  },

  async refund(paymentIntentId, reason) {
    try {
      await stripe.refunds.create(
        { payment_intent: paymentIntentId, reason },
        { idempotencyKey: `refund-${paymentIntentId}` },
      );
    } catch (error) {
      if (codeOf(error) !== 'charge_already_refunded') throw error;
    }
  },
});

/** Stripe's hosted checkout, for a subscription or an order. */
const checkoutCalls = (
  stripe: Stripe,
): Pick<
  PaymentProvider,
  'startSubscriptionCheckout' | 'startOrderCheckout' | 'checkout' | 'expireCheckout'
> => ({
  async startSubscriptionCheckout({ customerId, userId, plan, successUrl, cancelUrl }) {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: userId,
      success_url: successUrl,
      cancel_url: cancelUrl,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CURRENCY,
            unit_amount: plan.priceCents,
            recurring: { interval: plan.interval },
            product_data: { name: plan.name },
          },
        },
      ],
      metadata: { userId, planId: plan.id, kind: 'subscription' },
      subscription_data: { metadata: { userId, planId: plan.id } },
    });
    return { id: session.id, url: session.url ?? '' };
  },

  async startOrderCheckout({ customerId, userId, orderId, lines, successUrl, cancelUrl }) {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customerId,
      client_reference_id: userId,
      success_url: successUrl,
      cancel_url: cancelUrl,
      line_items: lines.map((line) => ({
        quantity: line.quantity,
        price_data: { currency: CURRENCY, unit_amount: line.unitAmount, product_data: { name: line.name } },
      })),
      metadata: { userId, orderId, kind: 'order' },
      payment_intent_data: { metadata: { userId, orderId } },
    });
    return { id: session.id, url: session.url ?? '' };
  },

  async checkout(id): Promise<CheckoutState | null> {
    const session = await orNull(() => stripe.checkout.sessions.retrieve(id));
    if (!session) return null;
    return {
      id: session.id,
      kind: session.mode === 'subscription' ? 'subscription' : 'order',
      paid: session.status === 'complete' && session.payment_status === 'paid',
      open: session.status === 'open',
      customerId: idOf(session.customer),
      userId: session.metadata?.userId ?? session.client_reference_id ?? null,
      planId: session.metadata?.planId ?? null,
      orderId: session.metadata?.orderId ?? null,
      subscriptionId: idOf(session.subscription),
      paymentIntentId: idOf(session.payment_intent),
      amountCents: session.amount_total ?? 0,
    };
  },

  async expireCheckout(id) {
    try {
      await stripe.checkout.sessions.expire(id);
      return true;
    } catch (error) {
      // Completed or expired meanwhile: nothing left to close (a payment that got through is fulfilled).
      const session = await orNull(() => stripe.checkout.sessions.retrieve(id));
      if (session?.status !== 'open') return false;
      throw error;
    }
  },
});

/** Subscriptions after checkout: their state, cancelling, their latest payment. */
const subscriptionCalls = (
  stripe: Stripe,
): Pick<
  PaymentProvider,
  'subscription' | 'setCancelAtPeriodEnd' | 'cancelNow' | 'latestSubscriptionPayment'
> => ({
  async subscription(id) {
    const sub = await orNull(() => stripe.subscriptions.retrieve(id));
    return sub ? toSubscription(sub) : null;
  },

  async setCancelAtPeriodEnd(id, cancel) {
    return toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
  },

  async cancelNow(id) {
    try {
      await stripe.subscriptions.cancel(id);
    } catch (error) {
      // Two racing syncs may both end the same duplicate: one already cancelled is what was asked.
      const sub = await orNull(() => stripe.subscriptions.retrieve(id));
      if (sub && sub.status !== 'canceled') throw error;
    }
  },

  async latestSubscriptionPayment(subscriptionId) {
    const sub = await orNull(() => stripe.subscriptions.retrieve(subscriptionId));
    const invoiceId = idOf(sub?.latest_invoice);
    if (!invoiceId) return null;
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 });
    const paid = payments.data.find((payment) => payment.status === 'paid') ?? payments.data[0];
    return idOf(paid?.payment.payment_intent);
  },
});

/** A customer's saved cards. */
const cardCalls = (
  stripe: Stripe,
): Pick<PaymentProvider, 'cards' | 'card' | 'attachCard' | 'detachCard' | 'setDefaultCard'> => ({
  async cards(customerId) {
    const [list, customer] = await Promise.all([
      stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
      stripe.customers.retrieve(customerId),
    ]);
    const defaultId = customer.deleted ? null : idOf(customer.invoice_settings?.default_payment_method);
    return { cards: list.data.map(toCard), defaultId };
  },

  async card(id) {
    const pm = await orNull(() => stripe.paymentMethods.retrieve(id));
    return pm ? toCard(pm) : null;
  },

  async attachCard(customerId, paymentMethodId) {
    return toCard(await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
  },

  async detachCard(id) {
    await stripe.paymentMethods.detach(id);
  },

  async setDefaultCard(customerId, id) {
    await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: id } });
  },
});

const provider = ({ stripe, webhookSecret }: StripeAccount): PaymentProvider => ({
  ...customerCalls(stripe),
  ...checkoutCalls(stripe),
  ...subscriptionCalls(stripe),
  ...cardCalls(stripe),
  verifyWebhook(rawBody, signature) {
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch {
      return null;
    }
    return { id: event.id, type: event.type, subject: subjectOf(event) } satisfies WebhookEvent;
  },
});

/** The payment provider, or null when this stage has no payment keys configured. */
export const paymentProvider = async (): Promise<PaymentProvider | null> => {
  const account = await stripeAccount();
  return account ? provider(account) : null;
};
