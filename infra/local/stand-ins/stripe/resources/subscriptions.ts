import { type FormValue, record, text } from '../form-encoding';
import { periodEnd } from '../stripe-objects';
import { newId, nowSeconds, type StripeObject } from '../stripe-state';
import type { StripeContext, StripeRoute } from './context';
import { subscriptionInvoice } from './invoices';
import { invoiceTotals, itemsOf, prorationDateOf, prorationLines, swapsOf } from './proration';

const itemOf = (subscriptionId: string, price: StripeObject, quantity: number, start: number) => {
  const recurring = price.recurring as { interval: string; interval_count: number };
  return {
    id: newId('si'),
    object: 'subscription_item',
    created: start,
    price,
    quantity,
    subscription: subscriptionId,
    current_period_start: start,
    current_period_end: periodEnd(start, recurring.interval, recurring.interval_count),
    metadata: {},
  };
};

const amountOf = (subscription: StripeObject) =>
  itemsOf(subscription).reduce((sum, item) => sum + (item.price.unit_amount as number) * item.quantity, 0);

/** A subscription a completed checkout created, active and paid for its first period. */
export const startSubscription = (
  ctx: StripeContext,
  input: {
    customer: string;
    paymentMethod: string;
    lines: Array<{ price: StripeObject; quantity: number }>;
    metadata: unknown;
  },
) => {
  const start = nowSeconds();
  const id = newId('sub');
  const subscription: StripeObject = {
    id,
    object: 'subscription',
    created: start,
    start_date: start,
    customer: input.customer,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    currency: 'brl',
    default_payment_method: input.paymentMethod,
    latest_invoice: null,
    metadata: input.metadata ?? {},
    items: {
      object: 'list',
      data: input.lines.map((line) => itemOf(id, line.price, line.quantity, start)),
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    livemode: false,
  };
  ctx.state.subscriptions[id] = subscription;
  const invoice = subscriptionInvoice(ctx, subscription, amountOf(subscription), 'paid');
  return { subscription, invoice };
};

export const cancelNow = (ctx: StripeContext, subscription: StripeObject) => {
  Object.assign(subscription, {
    status: 'canceled',
    ended_at: nowSeconds(),
    canceled_at: subscription.canceled_at ?? nowSeconds(),
  });
  ctx.emit('customer.subscription.deleted', subscription);
};

/** The next period begins: paid, or left open and the subscription past due when `fail`. */
export const renew = (ctx: StripeContext, subscription: StripeObject, fail: boolean) => {
  for (const item of itemsOf(subscription)) {
    const recurring = item.price.recurring as { interval: string; interval_count: number };
    item.current_period_start = item.current_period_end;
    item.current_period_end = periodEnd(
      item.current_period_start,
      recurring.interval,
      recurring.interval_count,
    );
  }
  const invoice = subscriptionInvoice(ctx, subscription, amountOf(subscription), fail ? 'open' : 'paid');
  subscription.status = fail ? 'past_due' : 'active';
  ctx.emit(fail ? 'invoice.payment_failed' : 'invoice.paid', invoice);
  ctx.emit('customer.subscription.updated', subscription);
};

/**
 * `items[n][id]` + `items[n][price]`: the item moves to the new price. The unused time of the current period is
 * credited; a change of billing interval restarts the cycle at `proration_date` and is invoiced (and paid from
 * the default card) at once, as is any swap with `proration_behavior=always_invoice`; `none` bills nothing.
 */
const swapPrices = (ctx: StripeContext, subscription: StripeObject, form: Record<string, FormValue>) => {
  const behavior = text(form.proration_behavior) ?? 'create_prorations';
  // Everything is checked before anything changes: a refused update leaves the subscription as it was.
  const swaps = swapsOf(ctx.state, subscription, form.items).map((swap) => ({
    swap,
    billed: prorationLines(subscription, swap, prorationDateOf(form.proration_date, swap.item)),
  }));
  const lines = behavior === 'none' ? [] : swaps.flatMap(({ billed }) => billed.lines);
  for (const { swap, billed } of swaps) {
    swap.item.price = swap.price;
    const charge = billed.lines[1]?.period as { start: number; end: number };
    if (billed.restarts)
      Object.assign(swap.item, { current_period_start: charge.start, current_period_end: charge.end });
  }
  const restarted = swaps.some(({ billed }) => billed.restarts);
  if (lines.length === 0 || (!restarted && behavior !== 'always_invoice')) return;
  const { amount_due } = invoiceTotals(lines);
  const invoice = subscriptionInvoice(ctx, subscription, amount_due, 'paid', {
    lines,
    billingReason: 'subscription_update',
  });
  ctx.emit('invoice.paid', invoice);
};

const update = (ctx: StripeContext, subscription: StripeObject, form: Record<string, FormValue>) => {
  if (form.items) swapPrices(ctx, subscription, form);
  const cancel = text(form.cancel_at_period_end);
  if (cancel !== undefined) {
    subscription.cancel_at_period_end = cancel === 'true';
    subscription.canceled_at = cancel === 'true' ? nowSeconds() : null;
    subscription.cancel_at =
      cancel === 'true' ? Math.max(...itemsOf(subscription).map((item) => item.current_period_end)) : null;
  }
  if (form.metadata)
    subscription.metadata = { ...(subscription.metadata as object), ...record(form.metadata) };
  ctx.emit('customer.subscription.updated', subscription);
  return subscription;
};

const subscriptionOf = (ctx: StripeContext, id = '') => ctx.need(ctx.state.subscriptions, 'subscription', id);

export const subscriptionRoutes: StripeRoute[] = [
  {
    method: 'GET',
    path: '/v1/subscriptions/:id',
    answer: (ctx, { params }) => ({ object: subscriptionOf(ctx, params.id) }),
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    answer: (ctx, { params, form }) => ({ object: update(ctx, subscriptionOf(ctx, params.id), form) }),
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    answer: (ctx, { params }) => {
      const subscription = subscriptionOf(ctx, params.id);
      cancelNow(ctx, subscription);
      return { object: subscription };
    },
  },
];
