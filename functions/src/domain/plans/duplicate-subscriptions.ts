import type { SubscriptionStatus } from '@pele/shared/schemas/subscriptions';
import { givesAccess, type SubscriptionAccess } from './subscription-access';

/** What the rule reads of each of a person's subscriptions. */
export interface SubscriptionSeen extends SubscriptionAccess {
  id: string;
  createdAt: string;
}

/** A subscription that must end because the person already has one, and whether its charge is given back. */
export interface SubscriptionToEnd {
  id: string;
  /** It gives access now, so its period was paid for: refunded in full. */
  refund: boolean;
}

/** The provider can still charge these: an active one renews, a past-due one retries its payment. */
const BILLING: readonly SubscriptionStatus[] = ['active', 'past_due'];

const byCreation = (a: SubscriptionSeen, b: SubscriptionSeen) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id);

/**
 * One subscription per person. When two ever run at once (two checkouts paid in a race), the first one that
 * gives access is kept and every later one ends, its charge refunded; a past-due one (access already lost,
 * its renewal unpaid) ends without a refund in favour of one that gives access. With none giving access, the
 * newest past-due one is kept, the one the person is most likely still paying for.
 */
export const subscriptionsToEnd = (subs: readonly SubscriptionSeen[], now: Date): SubscriptionToEnd[] => {
  const billing = subs.filter((sub) => BILLING.includes(sub.status)).sort(byCreation);
  if (billing.length <= 1) return [];
  const keep = billing.find((sub) => givesAccess(sub, now)) ?? billing.at(-1);
  return billing.filter((sub) => sub !== keep).map((sub) => ({ id: sub.id, refund: givesAccess(sub, now) }));
};
