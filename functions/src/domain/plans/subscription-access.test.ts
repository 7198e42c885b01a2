import { describe, expect, it } from 'vitest';
import {
  accessStatus,
  currentSubscription,
  featureAccess,
  type SubscriptionAccess,
} from './subscription-access';

const now = new Date('2026-11-22T12:00:00Z');
const past = '2026-11-01T00:00:00Z';
const future = '2026-12-31T00:00:00Z';
const everything = ['skin_analysis', 'skin_progress', 'skin_history'] as const;
const sub = (overrides: Partial<SubscriptionAccess> = {}): SubscriptionAccess => ({
  status: 'active',
  currentPeriodEnd: future,
  cancelAtPeriodEnd: false,
  features: [...everything],
  ...overrides,
});

describe('access during the free trial', () => {
  it('opens every feature and shows no paywall', () => {
    expect(accessStatus({ trialEndsAt: future, subscriptions: [] }, now)).toEqual({
      isInFreeTrial: true,
      trialExpired: false,
      hasActiveSubscription: false,
      shouldShowPaywall: false,
      accessReason: 'free_trial',
      features: [...everything],
    });
    expect(featureAccess({ trialEndsAt: future, subscriptions: [], feature: 'skin_history' }, now)).toEqual({
      allowed: true,
      reason: 'free_trial',
    });
  });
});

describe('access once the trial has ended', () => {
  it('refuses without a subscription and shows the paywall', () => {
    const status = accessStatus({ trialEndsAt: past, subscriptions: [] }, now);
    expect(status).toMatchObject({
      trialExpired: true,
      shouldShowPaywall: true,
      accessReason: 'trial_expired',
    });
    expect(featureAccess({ trialEndsAt: past, subscriptions: [], feature: 'skin_analysis' }, now)).toEqual({
      allowed: false,
      reason: 'trial_expired',
    });
  });

  it('allows a feature the active plan includes and refuses one it does not', () => {
    const subscriptions = [sub({ features: ['skin_analysis'] })];
    expect(featureAccess({ trialEndsAt: past, subscriptions, feature: 'skin_analysis' }, now)).toEqual({
      allowed: true,
      reason: 'subscription',
    });
    expect(featureAccess({ trialEndsAt: past, subscriptions, feature: 'skin_progress' }, now)).toEqual({
      allowed: false,
      reason: 'feature_not_in_plan',
    });
    expect(accessStatus({ trialEndsAt: past, subscriptions }, now)).toMatchObject({
      hasActiveSubscription: true,
      shouldShowPaywall: false,
      features: ['skin_analysis'],
    });
  });

  it('keeps access after a cancel until the paid period ends, and not after', () => {
    const cancelled = sub({ cancelAtPeriodEnd: true });
    expect(
      featureAccess({ trialEndsAt: past, subscriptions: [cancelled], feature: 'skin_analysis' }, now).allowed,
    ).toBe(true);
    const ended = sub({ cancelAtPeriodEnd: true, currentPeriodEnd: past });
    expect(
      featureAccess({ trialEndsAt: past, subscriptions: [ended], feature: 'skin_analysis' }, now),
    ).toEqual({
      allowed: false,
      reason: 'no_subscription',
    });
  });

  it('gives no access when a renewal payment failed (past due) or the subscription was cancelled', () => {
    for (const status of ['past_due', 'canceled', 'incomplete'] as const) {
      const subscriptions = [sub({ status })];
      expect(featureAccess({ trialEndsAt: past, subscriptions, feature: 'skin_analysis' }, now).allowed).toBe(
        false,
      );
      expect(accessStatus({ trialEndsAt: past, subscriptions }, now).shouldShowPaywall).toBe(true);
    }
  });

  it('treats a lapsed subscription as none', () => {
    const subscriptions = [sub({ currentPeriodEnd: past })];
    expect(featureAccess({ trialEndsAt: past, subscriptions, feature: 'skin_analysis' }, now).allowed).toBe(
      false,
    );
  });
});

describe('the current subscription', () => {
  it('is the active one that lasts longest', () => {
    const short = sub({ currentPeriodEnd: '2026-12-01T00:00:00Z' });
    const long = sub({ currentPeriodEnd: '2027-11-01T00:00:00Z' });
    expect(currentSubscription([short, sub({ status: 'canceled' }), long], now)).toBe(long);
    expect(currentSubscription([sub({ status: 'past_due' })], now)).toBeNull();
  });
});
