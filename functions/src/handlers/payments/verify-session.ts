import { verifyPaymentSession } from '@pele/shared/routes/payments';
import { paymentMessages } from '@pele/shared/schemas/payments';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { conflict, notFound } from '../../domain/errors';
import { toSubscriptionView } from '../../domain/plans/subscription-record';
import { createHandler } from '../../middleware/create-handler';
import { fulfilCheckout } from '../../services/premium/fulfil-checkout';
import { requireProvider } from '../../services/premium/payment-provider';

/**
 * The return page's check (spec 2.12). Only a checkout the caller started is found; if the webhook has not
 * arrived yet, fulfilment runs here (the same idempotent function), so the page never waits on it.
 */
export const handler = createHandler(verifyPaymentSession, async ({ query, caller }) => {
  const started = await subscriptionsRepository.checkout(caller.userId, query.sessionId);
  if (!started) throw notFound(paymentMessages.sessionNotFound);
  const provider = await requireProvider();
  const result = await fulfilCheckout(provider, started.sessionId);
  switch (result.kind) {
    case 'subscription':
      return {
        subscription: result.subscription ? toSubscriptionView(result.subscription, new Date()) : null,
        orderId: null,
      };
    case 'order':
      return { subscription: null, orderId: result.order.id };
    case 'pending':
      throw conflict(paymentMessages.sessionPending);
    default:
      throw notFound(paymentMessages.sessionNotFound);
  }
});
