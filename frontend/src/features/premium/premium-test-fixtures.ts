import type { Plan } from '@pele/shared/schemas/subscriptions';

export const monthly: Plan = {
  id: 'premium-mensal',
  _id: 'premium-mensal',
  name: 'Premium Mensal',
  price: 29.9,
  duration_days: 30,
  features: ['skin_analysis', 'skin_progress', 'skin_history'],
  isPopular: false,
};
export const yearly: Plan = {
  ...monthly,
  id: 'premium-anual',
  _id: 'premium-anual',
  name: 'Premium Anual',
  price: 179.4,
  duration_days: 365,
  isPopular: true,
};

export const trialStatus = {
  isInFreeTrial: false,
  trialExpired: true,
  trialEndsAt: '2026-11-01T12:00:00.000Z',
  hasActiveSubscription: false,
  shouldShowPaywall: true,
  accessReason: 'trial_expired',
  features: [],
};
