import type { Subscription } from '@pele/shared/schemas/subscriptions';
import type { ProviderSubscription } from '../payments/payment-provider';
import { type PlanRecord, toPlanView } from './plan-record';
import { givesAccess, type SubscriptionAccess } from './subscription-access';

/**
 * A subscription as the table keeps it: the provider's state (copied, never computed here) and the plan as it
 * was bought, so a later price or feature change by staff does not rewrite what the user paid for.
 */
export interface SubscriptionRecord extends SubscriptionAccess {
  id: string;
  userId: string;
  customerId: string;
  plan: PlanRecord;
  createdAt: string;
  updatedAt: string;
  /** When the provider was read for this state: a write from an older read never replaces a newer one. */
  syncedAt: string;
}

export const subscriptionRecordFrom = (
  input: { provider: ProviderSubscription; userId: string; plan: PlanRecord },
  syncedAt: Date,
): SubscriptionRecord => ({
  id: input.provider.id,
  userId: input.userId,
  customerId: input.provider.customerId,
  plan: input.plan,
  features: input.plan.features,
  status: input.provider.status,
  currentPeriodEnd: input.provider.currentPeriodEnd,
  cancelAtPeriodEnd: input.provider.cancelAtPeriodEnd,
  createdAt: input.provider.createdAt,
  updatedAt: syncedAt.toISOString(),
  syncedAt: syncedAt.toISOString(),
});

export const toSubscriptionView = (record: SubscriptionRecord, now: Date): Subscription => ({
  id: record.id,
  status: record.status,
  isActive: givesAccess(record, now),
  plan: toPlanView(record.plan),
  currentPeriodEnd: record.currentPeriodEnd,
  cancelAtPeriodEnd: record.cancelAtPeriodEnd,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});
