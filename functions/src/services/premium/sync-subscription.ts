import { plansRepository } from '../../adapters/dynamo/plans-repository';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import type { PaymentProvider } from '../../domain/payments/payment-provider';
import { subscriptionsToEnd } from '../../domain/plans/duplicate-subscriptions';
import { type SubscriptionRecord, subscriptionRecordFrom } from '../../domain/plans/subscription-record';
import { logger } from '../../lib/logger';

/**
 * Copies one subscription's state from the provider into the table. Whatever event led here, and in whatever
 * order or number events arrive, the stored state is the provider's latest: the same final state every time.
 * The plan is the one bought (kept from the first copy), not today's version of it; a plan change (monthly ⇄
 * annual) names another plan at the provider, which is then read as it is now, as a new checkout would.
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
  const kept = stored && (!remote.planId || stored.plan.id === remote.planId) ? stored.plan : undefined;
  const plan = kept ?? (remote.planId ? await plansRepository.get(remote.planId) : undefined) ?? stored?.plan;
  if (!plan) {
    logger.error('subscription of an unknown plan', { subscriptionId, planId: remote.planId });
    return null;
  }
  const record = subscriptionRecordFrom({ provider: remote, userId, plan }, now);
  const saved = await subscriptionsRepository.save(
    stored ? { ...record, createdAt: stored.createdAt } : record,
  );
  if (record.status === 'active' || record.status === 'past_due') {
    const ended = await endDuplicates(provider, userId, now);
    if (ended.includes(record.id)) return (await subscriptionsRepository.get(userId, record.id)) ?? record;
  }
  return saved ? record : ((await subscriptionsRepository.get(userId, remote.id)) ?? record);
};

/**
 * One subscription per person, whatever raced: a later one that also got paid is ended at the provider now and
 * its charge refunded in full (the domain rule says which), then copied back so access and counters follow.
 * Every sync of a billing subscription runs it, so of two racing fulfilments the one that writes second sees
 * both. Answers the ids ended.
 */
const endDuplicates = async (provider: PaymentProvider, userId: string, now: Date): Promise<string[]> => {
  const toEnd = subscriptionsToEnd(await subscriptionsRepository.list(userId), now);
  for (const { id, refund } of toEnd) {
    const payment = refund ? await provider.latestSubscriptionPayment(id) : null;
    await provider.cancelNow(id);
    if (payment) await provider.refund(payment, 'duplicate');
    logger.warn('duplicate subscription ended', { userId, subscriptionId: id, refunded: payment !== null });
    await syncSubscription(provider, id, now);
  }
  return toEnd.map((sub) => sub.id);
};
