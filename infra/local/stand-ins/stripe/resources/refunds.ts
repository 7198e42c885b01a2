import { type FormValue, record, text } from '../form-encoding';
import { invalid, listOf, StripeError } from '../stripe-objects';
import { newId, nowSeconds, type StripeObject } from '../stripe-state';
import type { StripeContext, StripeRoute } from './context';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** A full refund of an intent, once: a second one is refused as Stripe refuses it. */
const refundIntent = (ctx: StripeContext, intent: StripeObject, form: Record<string, FormValue>) => {
  if (Number(intent.amount_refunded ?? 0) >= Number(intent.amount))
    throw new StripeError(
      400,
      'invalid_request_error',
      `Charge for PaymentIntent ${intent.id} has already been refunded.`,
      { code: 'charge_already_refunded' },
    );
  const reason = text(form.reason) ?? null;
  if (reason !== null && !REASONS.includes(reason))
    throw invalid('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'reason');
  const refund: StripeObject = {
    id: newId('re'),
    object: 'refund',
    created: nowSeconds(),
    amount: intent.amount,
    currency: 'brl',
    payment_intent: intent.id,
    reason,
    metadata: record(form.metadata),
    status: 'succeeded',
  };
  ctx.state.refunds[refund.id] = refund;
  intent.amount_refunded = intent.amount;
  ctx.emit('refund.created', refund);
  return refund;
};

export const refundRoutes: StripeRoute[] = [
  {
    method: 'POST',
    path: '/v1/refunds',
    answer: (ctx, { form }) => {
      const intentId = text(form.payment_intent);
      if (!intentId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
      const intent = ctx.need(ctx.state.paymentIntents, 'payment_intent', intentId);
      return { object: refundIntent(ctx, intent, form) };
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds',
    answer: ({ state }, { form }) => {
      const intentId = text(form.payment_intent);
      const refunds = Object.values(state.refunds).filter(
        (refund) => !intentId || refund.payment_intent === intentId,
      );
      return { body: listOf(refunds, '/v1/refunds') };
    },
  },
];
