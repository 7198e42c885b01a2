import { toCents } from '@pele/shared/plan-labels';
import { createSubscription } from '@pele/shared/routes/subscriptions';
import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { plansRepository } from '../../adapters/dynamo/plans-repository';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { conflict, notFound } from '../../domain/errors';
import { billingInterval } from '../../domain/plans/plan-record';
import { currentSubscription } from '../../domain/plans/subscription-access';
import { createHandler } from '../../middleware/create-handler';
import { requireProvider, startingCheckout } from '../../services/premium/payment-provider';
import { checkedReturnUrls } from '../../services/premium/return-urls';
import { ensureCustomer } from '../../services/premium/stripe-customer';

/**
 * Starts a hosted subscription checkout for a plan, priced from the table now (a price change by staff
 * applies to new checkouts only). Someone already subscribed is not sold a second subscription, and only the
 * newest plan checkout of a person stays payable.
 */
export const handler = createHandler(createSubscription, async ({ body, account }) => {
  const profile = account;
  const urls = checkedReturnUrls(body);
  const plan = await plansRepository.get(body.planId);
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
});
