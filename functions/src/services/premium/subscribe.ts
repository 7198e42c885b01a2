import { toCents } from '@pele/shared/plan-labels';
import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { plansRepository } from '../../adapters/dynamo/plans-repository';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { conflict, notFound } from '../../domain/errors';
import { billingInterval } from '../../domain/plans/plan-record';
import { currentSubscription } from '../../domain/plans/subscription-access';
import type { UserProfile } from '../../domain/users/user-profile';
import { requireProvider, startingCheckout } from './payment-provider';
import { checkedReturnUrls } from './return-urls';
import { ensureCustomer } from './stripe-customer';

/**
 * Starts a hosted subscription checkout for a plan, priced from the table now (a price change by staff
 * applies to new checkouts only). Someone already subscribed is not sold a second subscription, and only the
 * newest plan checkout of a person stays payable.
 */
export const startSubscriptionCheckout = async (
  profile: UserProfile,
  planId: string,
  returnUrls: { successUrl: string; cancelUrl: string },
) => {
  const urls = checkedReturnUrls(returnUrls);
  const plan = await plansRepository.get(planId);
  if (!plan) throw notFound(subscriptionMessages.planNotFound);
  const current = currentSubscription(await subscriptionsRepository.list(profile.userId), new Date());
  // One subscription per person: a cancelled one still runs until its period ends, and a second one bought
  // meanwhile would charge twice for the same days.
  if (current)
    throw conflict(
      current.cancelAtPeriodEnd
        ? subscriptionMessages.subscribedUntil(current.currentPeriodEnd)
        : subscriptionMessages.alreadySubscribed,
    );

  const provider = await requireProvider();
  const session = await startingCheckout(subscriptionMessages.checkoutFailed, async () =>
    provider.startSubscriptionCheckout({
      customerId: await ensureCustomer(provider, profile),
      userId: profile.userId,
      plan: {
        id: plan.id,
        name: plan.name,
        priceCents: toCents(plan.price),
        interval: billingInterval(plan),
      },
      ...urls,
    }),
  );
  // The plan page opened before this one (another plan, another tab) can no longer be paid.
  const replaced = await subscriptionsRepository.replaceOpenSubscriptionCheckout(profile.userId, session.id);
  if (replaced) await provider.expireCheckout(replaced);
  await subscriptionsRepository.saveCheckout({
    sessionId: session.id,
    userId: profile.userId,
    kind: 'subscription',
    planId: plan.id,
    orderId: null,
    createdAt: new Date().toISOString(),
  });
  return { checkoutUrl: session.url, sessionId: session.id };
};
