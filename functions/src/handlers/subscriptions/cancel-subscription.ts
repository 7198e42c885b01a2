import { cancelSubscription } from '@pele/shared/routes/subscriptions';
import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { conflict, notFound } from '../../domain/errors';
import { toSubscriptionView } from '../../domain/plans/subscription-record';
import { createHandler } from '../../middleware/create-handler';
import { requireProvider } from '../../services/premium/payment-provider';
import { syncSubscription } from '../../services/premium/sync-subscription';

/**
 * Cancels at the end of the paid period, in one tap: no renewal, access until then. Owner only (another
 * user's id is 404); cancelling again answers the same.
 */
export const handler = createHandler(cancelSubscription, async ({ params, caller }) => {
  const stored = await subscriptionsRepository.get(caller.userId, params.id);
  if (!stored) throw notFound(subscriptionMessages.subscriptionNotFound);
  const now = new Date();
  if (stored.cancelAtPeriodEnd) return toSubscriptionView(stored, now);
  if (stored.status === 'canceled') throw conflict(subscriptionMessages.alreadyCancelled);

  const provider = await requireProvider();
  await provider.setCancelAtPeriodEnd(stored.id, true);
  // Stamped after the provider call, as a plan change is (services/premium/plan-change.ts).
  const synced = await syncSubscription(provider, stored.id, new Date());
  return toSubscriptionView(synced ?? { ...stored, cancelAtPeriodEnd: true }, now);
});
