import { type FormValue, record, text } from '../form-encoding';
import { invalid, linesOf, newCustomer, newPaymentMethod } from '../stripe-objects';
import { newId, nowSeconds, type StripeObject } from '../stripe-state';
import type { StripeContext, StripeRoute } from './context';
import { newIntent } from './payment-intents';
import { attach } from './payment-methods';
import { startSubscription } from './subscriptions';

type Lines = Array<{ price: StripeObject; quantity: number }>;

const metadataOf = (form: Record<string, FormValue>, field: string) =>
  record((form[field] as Record<string, FormValue> | undefined)?.metadata);

const createSession = (ctx: StripeContext, form: Record<string, FormValue>): StripeObject => {
  const mode = text(form.mode);
  if (mode !== 'subscription' && mode !== 'payment')
    throw invalid('Invalid mode: must be one of payment, subscription.', 'mode');
  for (const field of ['success_url', 'cancel_url'] as const)
    if (!text(form[field])) throw invalid(`Missing required param: ${field}.`, field);
  const customer = text(form.customer);
  if (customer) ctx.liveCustomer(customer);
  const lines = linesOf(ctx.state, form);
  if (lines.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
  if (mode === 'subscription' && lines.some((line) => !line.price.recurring))
    throw invalid('You must provide at least one recurring price in `subscription` mode.', 'line_items');
  const amount = lines.reduce((sum, line) => sum + (line.price.unit_amount as number) * line.quantity, 0);
  const id = newId('cs_test');
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    created: nowSeconds(),
    expires_at: nowSeconds() + 24 * 3600,
    mode,
    status: 'open',
    payment_status: 'unpaid',
    customer: customer ?? null,
    client_reference_id: text(form.client_reference_id) ?? null,
    success_url: text(form.success_url),
    cancel_url: text(form.cancel_url),
    url: `${ctx.baseUrl()}/checkout/${id}`,
    metadata: record(form.metadata),
    currency: 'brl',
    amount_subtotal: amount,
    amount_total: amount,
    subscription: null,
    payment_intent: null,
    livemode: false,
    _lines: lines,
    _subscriptionMetadata: metadataOf(form, 'subscription_data'),
    _paymentIntentMetadata: metadataOf(form, 'payment_intent_data'),
  };
  if (!session.customer) {
    const created = newCustomer({});
    ctx.state.customers[created.id] = created;
    session.customer = created.id;
  }
  ctx.state.sessions[id] = session;
  return session;
};

/** Stripe expires only open sessions; an expired session's hosted page refuses to take a card. */
const expireSession = (ctx: StripeContext, session: StripeObject) => {
  if (session.status !== 'open')
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
    );
  Object.assign(session, { status: 'expired', expires_at: nowSeconds() });
  ctx.emit('checkout.session.expired', session);
  return session;
};

/** The card on the hosted page was accepted: create what the session paid for, then tell the webhook. */
export const completeCheckout = (
  ctx: StripeContext,
  session: StripeObject,
  card: { number: string; expMonth: number; expYear: number; name?: string },
) => {
  const pm = newPaymentMethod(card) as StripeObject;
  ctx.state.paymentMethods[pm.id] = pm;
  const customer = session.customer as string;
  attach(ctx, pm, customer);
  if (session.mode === 'subscription') {
    const { subscription, invoice } = startSubscription(ctx, {
      customer,
      paymentMethod: pm.id,
      lines: session._lines as Lines,
      metadata: session._subscriptionMetadata,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    ctx.emit('checkout.session.completed', session);
    ctx.emit('customer.subscription.created', subscription);
    ctx.emit('invoice.paid', invoice);
    return;
  }
  const intent = newIntent(ctx, {
    amount: session.amount_total as number,
    customer,
    paymentMethod: pm.id,
    metadata: session._paymentIntentMetadata,
  });
  Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
  ctx.emit('checkout.session.completed', session);
};

const sessionOf = (ctx: StripeContext, id = '') => ctx.need(ctx.state.sessions, 'checkout.session', id);

export const checkoutSessionRoutes: StripeRoute[] = [
  {
    method: 'POST',
    path: '/v1/checkout/sessions',
    answer: (ctx, { form }) => ({ object: createSession(ctx, form) }),
  },
  {
    method: 'GET',
    path: '/v1/checkout/sessions/:id',
    answer: (ctx, { params }) => ({ object: sessionOf(ctx, params.id) }),
  },
  {
    method: 'POST',
    path: '/v1/checkout/sessions/:id/expire',
    answer: (ctx, { params }) => ({ object: expireSession(ctx, sessionOf(ctx, params.id)) }),
  },
];
