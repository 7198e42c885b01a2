import type { PlanFeature } from '@pele/shared/constants';

export interface ActiveSubscription {
  /** Feature keys of the subscribed plan. */
  features: readonly string[];
  /** ISO time the paid period ends. */
  endsAt: string;
}

export type AccessReason =
  | 'free_trial'
  | 'subscription'
  | 'trial_expired'
  | 'feature_not_in_plan'
  | 'no_subscription';

/**
 * Spec 4, "Subscription access": in the free trial every feature is allowed; otherwise a feature is allowed
 * only if the active plan's features contain it.
 */
export const featureAccess = (
  input: { trialEndsAt: string; subscription: ActiveSubscription | null; feature: PlanFeature },
  now: Date,
): { allowed: boolean; reason: AccessReason } => {
  if (new Date(input.trialEndsAt).getTime() > now.getTime()) return { allowed: true, reason: 'free_trial' };
  const sub = input.subscription;
  if (sub && new Date(sub.endsAt).getTime() > now.getTime()) {
    return sub.features.includes(input.feature)
      ? { allowed: true, reason: 'subscription' }
      : { allowed: false, reason: 'feature_not_in_plan' };
  }
  return { allowed: false, reason: sub ? 'no_subscription' : 'trial_expired' };
};
