import { PLAN_FEATURES, type PlanFeature } from '@pele/shared/constants';
import type { AccessReason, SubscriptionStatus } from '@pele/shared/schemas/subscriptions';

/** What access needs to know of one subscription of the user (any status, current or past). */
export interface SubscriptionAccess {
  status: SubscriptionStatus;
  /** ISO time the paid period ends. */
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  features: readonly PlanFeature[];
}

/**
 * A subscription opens its plan's features while Stripe says it is active and its paid period has not
 * ended. A cancelled-at-period-end subscription stays active until then; past_due (a renewal payment failed)
 * gives no access: Stripe has already moved the period forward, and nobody paid for it.
 */
export const givesAccess = (sub: SubscriptionAccess, now: Date) =>
  sub.status === 'active' && Date.parse(sub.currentPeriodEnd) > now.getTime();

/** The subscription giving access now (the one that lasts longest if two overlap), or null. */
export const currentSubscription = <S extends SubscriptionAccess>(subs: readonly S[], now: Date): S | null =>
  subs
    .filter((sub) => givesAccess(sub, now))
    .sort((a, b) => Date.parse(b.currentPeriodEnd) - Date.parse(a.currentPeriodEnd))[0] ?? null;

export interface AccessStatus {
  isInFreeTrial: boolean;
  trialExpired: boolean;
  hasActiveSubscription: boolean;
  shouldShowPaywall: boolean;
  accessReason: AccessReason;
  features: PlanFeature[];
}

/**
 * Spec 4, "Subscription access", the one rule behind the paywall status and every gated route: in the free
 * trial every feature is allowed; otherwise only the features of the subscription giving access now.
 */
export const accessStatus = (
  input: { trialEndsAt: string; subscriptions: readonly SubscriptionAccess[] },
  now: Date,
): AccessStatus => {
  const isInFreeTrial = Date.parse(input.trialEndsAt) > now.getTime();
  const current = currentSubscription(input.subscriptions, now);
  const accessReason: AccessReason = isInFreeTrial
    ? 'free_trial'
    : current
      ? 'subscription'
      : input.subscriptions.length > 0
        ? 'no_subscription'
        : 'trial_expired';
  return {
    isInFreeTrial,
    trialExpired: !isInFreeTrial,
    hasActiveSubscription: current !== null,
    shouldShowPaywall: !isInFreeTrial && current === null,
    accessReason,
    features: isInFreeTrial ? [...PLAN_FEATURES] : [...(current?.features ?? [])],
  };
};

/** Whether one feature is open now, and why (403 names the feature when it is not). */
export const featureAccess = (
  input: { trialEndsAt: string; subscriptions: readonly SubscriptionAccess[]; feature: PlanFeature },
  now: Date,
): { allowed: boolean; reason: AccessReason } => {
  const status = accessStatus(input, now);
  if (status.features.includes(input.feature)) return { allowed: true, reason: status.accessReason };
  return {
    allowed: false,
    reason: status.hasActiveSubscription ? 'feature_not_in_plan' : status.accessReason,
  };
};
