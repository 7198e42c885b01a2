import { plansRepository } from '../../adapters/dynamo/plans-repository';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import type { PaymentProvider } from '../../domain/payments/payment-provider';
import { type SubscriptionRecord, subscriptionRecordFrom } from '../../domain/plans/subscription-record';
import { logger } from '../../lib/logger';

/**
 * Copies one subscription's state from the provider into the table. Whatever event led here, and in whatever
 * order or number events arrive, the stored state is the provider's latest: the same final state every time.
 * The plan is the one bought (kept from the first copy), not today's version of it.
 */
export const syncSubscription = async (
  provider: PaymentProvider,
  subscriptionId: string,
  now = new Date(),
): Promise<SubscriptionRecord | null> => {
  const remote = await provider.subscription(subscriptionId);
  if (!remote) return null;
  const userId = remote.userId ?? (await subscriptionsRepository.ownerOfCustomer(remote.customerId));
  if (!userId) {
    logger.warn('subscription of an unknown customer', { subscriptionId, customerId: remote.customerId });
    return null;
  }
  const stored = await subscriptionsRepository.get(userId, remote.id);
  const plan = stored?.plan ?? (remote.planId ? await plansRepository.get(remote.planId) : undefined);
  if (!plan) {
    logger.error('subscription of an unknown plan', { subscriptionId, planId: remote.planId });
    return null;
  }
  const record = subscriptionRecordFrom({ provider: remote, userId, plan }, now);
  const kept = await subscriptionsRepository.save(
    stored ? { ...record, createdAt: stored.createdAt } : record,
  );
  return kept ? record : ((await subscriptionsRepository.get(userId, remote.id)) ?? record);
};
