import { toCents } from '@pele/shared/plan-labels';
import {
  type PlanChangePreview,
  type Subscription,
  subscriptionMessages,
} from '@pele/shared/schemas/subscriptions';
import { plansRepository } from '../../adapters/dynamo/plans-repository';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { planChanges } from '../../adapters/payments/stripe-plan-changes';
import { notFound, unavailable } from '../../domain/errors';
import type { BilledPlan } from '../../domain/payments/payment-provider';
import { assertFreshQuote, assertPlanChange } from '../../domain/plans/plan-change';
import { billingInterval, type PlanRecord, toPlanView } from '../../domain/plans/plan-record';
import { toSubscriptionView } from '../../domain/plans/subscription-record';
import { requireProvider, startingCheckout } from './payment-provider';
import { syncSubscription } from './sync-subscription';

interface PlanChangeRequest {
  userId: string;
  subscriptionId: string;
  planId: string;
}

const billed = (plan: PlanRecord): BilledPlan => ({
  id: plan.id,
  name: plan.name,
  priceCents: toCents(plan.price),
  interval: billingInterval(plan),
});

/** The caller's own subscription (another person's is 404, as a missing one) and the plan, checked by the rule. */
const changeable = async ({ userId, subscriptionId, planId }: PlanChangeRequest, now: Date) => {
  const [stored, plan] = await Promise.all([
    subscriptionsRepository.get(userId, subscriptionId),
    plansRepository.get(planId),
  ]);
  if (!stored) throw notFound(subscriptionMessages.subscriptionNotFound);
  if (!plan) throw notFound(subscriptionMessages.planNotFound);
  assertPlanChange(stored, plan, now);
  return { stored, plan };
};

/** The provider's plan changes, or a 503 with a pt-BR message when this stage has no payment keys. */
const requirePlanChanges = async () => {
  const changes = await planChanges();
  if (!changes) throw unavailable(subscriptionMessages.paymentsUnavailable);
  return changes;
};

/** What the change would bill now, read from the provider so the screen shows exactly what will be charged. */
export const quotePlanChange = async (
  request: PlanChangeRequest,
  now = new Date(),
): Promise<PlanChangePreview> => {
  const { stored, plan } = await changeable(request, now);
  const changes = await requirePlanChanges();
  const quote = await startingCheckout(subscriptionMessages.changeFailed, () =>
    changes.previewPlanChange({
      subscriptionId: stored.id,
      plan: billed(plan),
      prorationDate: Math.floor(now.getTime() / 1000),
    }),
  );
  return {
    subscriptionId: stored.id,
    currentPlan: toPlanView(stored.plan),
    plan: toPlanView(plan),
    prorationDate: quote.prorationDate,
    creditCents: quote.creditCents,
    newPriceCents: toCents(plan.price),
    amountDueCents: quote.amountDueCents,
  };
};

/**
 * Applies a previewed change with the quote's proration date, then copies the provider's state back (the
 * webhook that follows copies the same). A refused card or any provider refusal changes nothing and says so.
 */
export const applyPlanChange = async (
  request: PlanChangeRequest & { prorationDate: number },
  now = new Date(),
): Promise<Subscription> => {
  const { stored, plan } = await changeable(request, now);
  assertFreshQuote(request.prorationDate, now);
  const provider = await requireProvider();
  const changes = await requirePlanChanges();
  await startingCheckout(subscriptionMessages.changeFailed, () =>
    changes.changePlan({
      subscriptionId: stored.id,
      plan: billed(plan),
      prorationDate: request.prorationDate,
      declinedMessage: subscriptionMessages.changeFailed,
    }),
  );
  // Stamped after the change, not at the request's start: a webhook that read the provider before the change but
  // started after this request would otherwise count as the newer read and keep the old plan.
  const synced = await syncSubscription(provider, stored.id, new Date());
  return toSubscriptionView(synced ?? stored, now);
};
