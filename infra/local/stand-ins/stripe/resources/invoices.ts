import { text } from '../form-encoding';
import { listOf } from '../stripe-objects';
import { newId, nowSeconds, type StripeObject } from '../stripe-state';
import type { StripeContext, StripeRoute } from './context';
import { newIntent } from './payment-intents';

/** A subscription's invoice for `amount`, paid by a payment intent or left open (a failed renewal). */
export const subscriptionInvoice = (
  ctx: StripeContext,
  subscription: StripeObject,
  amount: number,
  status: 'paid' | 'open',
) => {
  // A paid invoice is paid by a payment intent, listed by `GET /v1/invoice_payments?invoice=`.
  const intent =
    status === 'paid'
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
    billing_reason: 'subscription_cycle',
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

export const invoiceRoutes: StripeRoute[] = [
  {
    method: 'GET',
    path: '/v1/invoice_payments',
    answer: (ctx, { form }) => {
      const invoice = ctx.need(ctx.state.invoices, 'invoice', text(form.invoice) ?? '');
      return { body: listOf(invoicePayments(invoice), '/v1/invoice_payments') };
    },
  },
];
