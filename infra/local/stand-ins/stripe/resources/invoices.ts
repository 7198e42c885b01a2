import { type FormValue, text } from '../form-encoding';
import { invalid, listOf } from '../stripe-objects';
import { newId, nowSeconds, type StripeObject } from '../stripe-state';
import type { StripeContext, StripeRoute } from './context';
import { newIntent } from './payment-intents';
import { invoiceTotals, prorationDateOf, prorationLines, swapsOf } from './proration';

/** A subscription's invoice for `amount`, paid by a payment intent or left open (a failed renewal). */
export const subscriptionInvoice = (
  ctx: StripeContext,
  subscription: StripeObject,
  amount: number,
  status: 'paid' | 'open',
  details: { lines?: StripeObject[]; billingReason?: string } = {},
) => {
  // A paid invoice is paid by a payment intent, listed by `GET /v1/invoice_payments?invoice=`.
  const intent =
    status === 'paid' && amount > 0
      ? newIntent(ctx, {
          amount,
          customer: subscription.customer,
          paymentMethod: subscription.default_payment_method,
          metadata: {},
        })
      : null;
  const invoice: StripeObject = {
    id: newId('in'),
    object: 'invoice',
    created: nowSeconds(),
    customer: subscription.customer,
    currency: 'brl',
    status,
    amount_due: amount,
    amount_paid: status === 'paid' ? amount : 0,
    amount_remaining: status === 'paid' ? 0 : amount,
    billing_reason: details.billingReason ?? 'subscription_cycle',
    lines: listOf(details.lines ?? [], '/v1/invoices/lines'),
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    _paymentIntent: intent?.id ?? null,
    livemode: false,
  };
  ctx.state.invoices[invoice.id] = invoice;
  subscription.latest_invoice = invoice.id;
  return invoice;
};

/** The payments of an invoice: its payment intent, once paid. */
const invoicePayments = (invoice: StripeObject): StripeObject[] => {
  const intentId = invoice._paymentIntent as string | null;
  if (!intentId) return [];
  return [
    {
      id: `inpay_${invoice.id.slice(3)}`,
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: invoice.amount_paid,
      currency: 'brl',
      is_default: true,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: intentId },
      livemode: false,
    },
  ];
};

/**
 * `POST /v1/invoices/create_preview` for a subscription update: the invoice the same `subscription_details`
 * (`items`, `proration_date`) would bill, computed as the update computes it and stored nowhere.
 */
const preview = (ctx: StripeContext, form: Record<string, FormValue>): StripeObject => {
  const subscription = ctx.need(ctx.state.subscriptions, 'subscription', text(form.subscription) ?? '');
  const details = (form.subscription_details ?? {}) as Record<string, FormValue>;
  const swaps = swapsOf(ctx.state, subscription, details.items);
  if (swaps.length === 0)
    throw invalid('Missing required param: subscription_details[items].', 'subscription_details');
  const lines = swaps.flatMap(
    (swap) => prorationLines(subscription, swap, prorationDateOf(details.proration_date, swap.item)).lines,
  );
  return {
    id: `upcoming_${subscription.id}`,
    object: 'invoice',
    created: nowSeconds(),
    customer: subscription.customer,
    currency: 'brl',
    status: 'draft',
    ...invoiceTotals(lines),
    amount_paid: 0,
    billing_reason: 'subscription_update',
    lines: listOf(lines, '/v1/invoices/upcoming/lines'),
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    livemode: false,
  };
};

export const invoiceRoutes: StripeRoute[] = [
  {
    method: 'POST',
    path: '/v1/invoices/create_preview',
    answer: (ctx, { form }) => ({ object: preview(ctx, form) }),
  },
  {
    method: 'GET',
    path: '/v1/invoice_payments',
    answer: (ctx, { form }) => {
      const invoice = ctx.need(ctx.state.invoices, 'invoice', text(form.invoice) ?? '');
      return { body: listOf(invoicePayments(invoice), '/v1/invoice_payments') };
    },
  },
];
