/**
 * The premium area's access state for other features' first paint: the paywall status alone, without the
 * premium screens' code and styles that index.ts brings.
 */
export { paywallStatusQuery, usePaywallStatus } from './api/get-paywall-status';
/** Home's trial card; its plans dialog loads when opened. */
export { TrialStatusCard } from './components/trial-status-card';

/**
 * Spec 4: the free trial runs until the user's trialEndsAt and opens every feature (the server's rule reads the
 * same date), so a call of a gated feature need not wait for the paywall status while it runs.
 */
export const inFreeTrial = (trialEndsAt: string | undefined, now = Date.now()) =>
  trialEndsAt !== undefined && Date.parse(trialEndsAt) > now;
