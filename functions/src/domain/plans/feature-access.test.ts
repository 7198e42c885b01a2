import { describe, expect, it } from 'vitest';
import { featureAccess } from './feature-access';

const now = new Date('2026-11-22T12:00:00Z');
const past = '2026-11-01T00:00:00Z';
const future = '2026-12-31T00:00:00Z';

describe('featureAccess', () => {
  it('lets a free-trial user through every gate', () => {
    expect(featureAccess({ trialEndsAt: future, subscription: null, feature: 'skin_history' }, now)).toEqual({
      allowed: true,
      reason: 'free_trial',
    });
  });
  it('refuses once the trial has ended and there is no subscription', () => {
    expect(featureAccess({ trialEndsAt: past, subscription: null, feature: 'skin_analysis' }, now)).toEqual({
      allowed: false,
      reason: 'trial_expired',
    });
  });
  it('allows a feature the active plan includes and refuses one it does not', () => {
    const subscription = { features: ['skin_analysis'], endsAt: future };
    expect(featureAccess({ trialEndsAt: past, subscription, feature: 'skin_analysis' }, now).allowed).toBe(
      true,
    );
    expect(featureAccess({ trialEndsAt: past, subscription, feature: 'skin_progress' }, now)).toEqual({
      allowed: false,
      reason: 'feature_not_in_plan',
    });
  });
  it('treats a lapsed subscription as none', () => {
    const subscription = { features: ['skin_analysis'], endsAt: past };
    expect(featureAccess({ trialEndsAt: past, subscription, feature: 'skin_analysis' }, now).allowed).toBe(
      false,
    );
  });
});
