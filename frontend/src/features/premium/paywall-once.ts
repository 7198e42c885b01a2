import { storage } from '../../lib/storage';

/**
 * The paywall opens by itself once per person on this device: when it was opened is remembered, so coming back
 * home does not open it again (the plans stay one tap away on the home card).
 */
const keyOf = (userId: string) => `paywall_opened:${userId}`;

export const paywallOpenedBefore = (userId: string) => storage.get(keyOf(userId)) !== null;

export const rememberPaywallOpened = (userId: string, now = new Date()) =>
  storage.set(keyOf(userId), now.toISOString());
