import { deletePushSubscription } from '@pele/shared/routes/notifications';
import { pushSubscriptionsRepository } from '../../adapters/dynamo/push-subscriptions-repository';
import { createHandler } from '../../middleware/create-handler';

/** Forgets this browser's push subscription (idempotent); only the caller's own partition is touched. */
export const handler = createHandler(deletePushSubscription, async ({ query, caller }) => {
  await pushSubscriptionsRepository.remove(caller.userId, query.endpoint);
  return { subscribed: false };
});
