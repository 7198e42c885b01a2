import { newId, nowSeconds, type StripeObject } from '../stripe-state';
import type { StripeContext, StripeRoute } from './context';

/** A payment intent that succeeded at once: the stand-in's test cards are accepted or declined on the page. */
export const newIntent = (
  { state }: StripeContext,
  input: { amount: number; customer: unknown; paymentMethod: unknown; metadata: unknown },
): StripeObject => {
  const intent: StripeObject = {
    id: newId('pi'),
    object: 'payment_intent',
    created: nowSeconds(),
    amount: input.amount,
    amount_received: input.amount,
    currency: 'brl',
    customer: input.customer,
    payment_method: input.paymentMethod,
    status: 'succeeded',
    metadata: input.metadata ?? {},
    livemode: false,
  };
  state.paymentIntents[intent.id] = intent;
  return intent;
};

export const paymentIntentRoutes: StripeRoute[] = [
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    answer: (ctx, { params }) => ({
      object: ctx.need(ctx.state.paymentIntents, 'payment_intent', params.id ?? ''),
    }),
  },
];
