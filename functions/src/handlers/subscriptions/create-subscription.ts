import { createSubscription } from '@pele/shared/routes/subscriptions';
import { createHandler } from '../../middleware/create-handler';
import { startSubscriptionCheckout } from '../../services/premium/subscribe';

/** A hosted checkout for a plan; never a second subscription for someone subscribed (startSubscriptionCheckout). */
export const handler = createHandler(createSubscription, ({ body, account }) =>
  startSubscriptionCheckout(account, body.planId, body),
);
