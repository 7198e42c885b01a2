/** The premium area as other features see it: the upsell, the settings section and the access state. */
export { usePaywallStatus } from './api/get-paywall-status';
export { premiumKeys } from './api/premium-keys';
export { PlansGate } from './components/plans-gate';
export { SubscriptionSettings } from './components/subscription-settings';
export { UnlockUpsell } from './components/unlock-upsell';
export { FEATURE_LABELS } from './feature-labels';
