import { paymentWebhook } from '@pele/shared/routes/payments';
import { paymentMessages } from '@pele/shared/schemas/payments';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { badRequest } from '../../domain/errors';
import { logger } from '../../lib/logger';
import { createHandler } from '../../middleware/create-handler';
import { fulfilCheckout } from '../../services/premium/fulfil-checkout';
import { requireProvider } from '../../services/premium/payment-provider';
import { syncSubscription } from '../../services/premium/sync-subscription';

/**
 * Stripe's webhook. The signature is checked over the raw body (a bad or missing one is 400 and changes
 * nothing); the event only names what to read again from Stripe, so its payload is never trusted. Handled
 * events are marked by id after their effects are written: a repeat is answered at once, and a crash in
 * between is safe because Stripe retries and the effects are idempotent. An error answers 500 so Stripe retries.
 */
export const handler = createHandler(paymentWebhook, async ({ event }) => {
  const provider = await requireProvider();
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  const verified = provider.verifyWebhook(raw, event.headers?.['stripe-signature']);
  if (!verified) throw badRequest(paymentMessages.invalidSignature);
  if (await subscriptionsRepository.wasHandled(verified.id))
    return { received: true as const, duplicate: true };

  const now = new Date();
  const subject = verified.subject;
  if (subject.kind === 'checkout') await fulfilCheckout(provider, subject.checkoutId, now);
  if (subject.kind === 'subscription') await syncSubscription(provider, subject.subscriptionId, now);
  const first = await subscriptionsRepository.markHandled(verified.id, verified.type, now);
  logger.info('webhook handled', { eventId: verified.id, type: verified.type, subject: subject.kind });
  return { received: true as const, duplicate: !first };
});
