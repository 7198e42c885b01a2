import { savePushSubscription } from '@pele/shared/routes/notifications';
import { pushSubscriptionsRepository } from '../../adapters/dynamo/push-subscriptions-repository';
import { createHandler } from '../../middleware/create-handler';

/** Keeps this browser's push subscription for the caller (saving the same endpoint again replaces it). */
export const handler = createHandler(savePushSubscription, async ({ body, caller }) => {
  await pushSubscriptionsRepository.save(caller.userId, { endpoint: body.endpoint, keys: body.keys });
  return { subscribed: true };
});
