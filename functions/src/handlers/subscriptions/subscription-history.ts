import { subscriptionHistory } from '@pele/shared/routes/subscriptions';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { toSubscriptionView } from '../../domain/plans/subscription-record';
import { createHandler } from '../../middleware/create-handler';

/** Every subscription the caller ever had, newest first. */
export const handler = createHandler(subscriptionHistory, async ({ caller }) => {
  const now = new Date();
  const all = await subscriptionsRepository.list(caller.userId);
  return all
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((record) => toSubscriptionView(record, now));
});
