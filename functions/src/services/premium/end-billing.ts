import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { paymentProvider } from '../../adapters/payments/stripe-provider';
import { givesAccess } from '../../domain/plans/subscription-access';

/**
 * Account erasure: nothing may be charged after the account is gone. Every subscription still running is
 * ended at the provider now, and the customer pointer that sits outside the user's partition is removed.
 * The provider keeps its own payment records (a legal duty), which no longer point to anyone here.
 */
export const endBilling = async (userId: string): Promise<number> => {
  const customerId = await subscriptionsRepository.customerOf(userId);
  if (!customerId) return 0;
  const running = (await subscriptionsRepository.list(userId)).filter(
    (sub) => sub.status !== 'canceled' && (givesAccess(sub, new Date()) || sub.status === 'past_due'),
  );
  const provider = running.length > 0 ? await paymentProvider() : null;
  for (const sub of running) await provider?.cancelNow(sub.id);
  await subscriptionsRepository.forgetCustomer(customerId);
  return running.length;
};
