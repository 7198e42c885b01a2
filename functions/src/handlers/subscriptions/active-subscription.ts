import { activeSubscription } from '@pele/shared/routes/subscriptions';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { currentSubscription } from '../../domain/plans/subscription-access';
import { toSubscriptionView } from '../../domain/plans/subscription-record';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(activeSubscription, async ({ caller }) => {
  const now = new Date();
  const current = currentSubscription(await subscriptionsRepository.list(caller.userId), now);
  return { data: current ? toSubscriptionView(current, now) : null, hasActiveSubscription: current !== null };
});
