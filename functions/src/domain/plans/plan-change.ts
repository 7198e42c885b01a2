import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { conflict } from '../errors';
import { billingInterval, type PlanRecord } from './plan-record';
import { givesAccess } from './subscription-access';
import type { SubscriptionRecord } from './subscription-record';

/** How long a previewed proration may be applied: past it the person sees the amount again before paying it. */
export const QUOTE_VALID_SECONDS = 30 * 60;

/**
 * Whether `stored` may move to `target` now: only a running subscription (active, in its period, not cancelled)
 * and only to the plan billed at the other interval (monthly ⇄ annual). Throws the pt-BR 409 that says why not.
 */
export const assertPlanChange = (stored: SubscriptionRecord, target: PlanRecord, now: Date) => {
  if (!givesAccess(stored, now)) throw conflict(subscriptionMessages.changeNeedsActive);
  if (stored.cancelAtPeriodEnd)
    throw conflict(subscriptionMessages.changeOfCancelled(stored.currentPeriodEnd));
  if (stored.plan.id === target.id) throw conflict(subscriptionMessages.samePlan);
  if (billingInterval(stored.plan) === billingInterval(target))
    throw conflict(subscriptionMessages.changeToOtherInterval);
};

/** A quote's proration date is applied only while fresh and never from the future (a forged or stale quote). */
export const assertFreshQuote = (prorationDate: number, now: Date) => {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (prorationDate > nowSeconds + 60 || nowSeconds - prorationDate > QUOTE_VALID_SECONDS)
    throw conflict(subscriptionMessages.changeQuoteExpired);
};
