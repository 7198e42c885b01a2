import { paywallStatus } from '@pele/shared/routes/subscriptions';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { accessStatus } from '../../domain/plans/subscription-access';
import { createHandler } from '../../middleware/create-handler';

/** The same rule every gated route applies, answered as the paywall reads it (spec 3). */
export const handler = createHandler(paywallStatus, async ({ account }) => {
  const profile = account;
  const subscriptions = await subscriptionsRepository.list(profile.userId);
  return {
    ...accessStatus({ trialEndsAt: profile.trialEndsAt, subscriptions }, new Date()),
    trialEndsAt: profile.trialEndsAt,
  };
});
