/**
 * The premium area's access state for other features' first paint: the paywall status alone, without the
 * premium screens' code and styles that index.ts brings.
 */
export { usePaywallStatus } from './api/get-paywall-status';
