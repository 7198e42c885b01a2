import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import type { PaymentProvider } from '../../domain/payments/payment-provider';
import type { UserProfile } from '../../domain/users/user-profile';

/**
 * One provider customer per user, created on the first checkout. The provider call is idempotent per user
 * and the mapping write is conditional, so two first checkouts at once still end with one customer.
 */
export const ensureCustomer = async (provider: PaymentProvider, profile: UserProfile): Promise<string> => {
  const known = await subscriptionsRepository.customerOf(profile.userId);
  if (known) return known;
  const created = await provider.createCustomer({
    userId: profile.userId,
    email: profile.email,
    name: profile.name,
  });
  return subscriptionsRepository.rememberCustomer(profile.userId, created);
};
