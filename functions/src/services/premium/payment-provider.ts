import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { paymentProvider } from '../../adapters/payments/stripe-provider';
import { unavailable } from '../../domain/errors';
import type { PaymentProvider } from '../../domain/payments/payment-provider';

/** The provider, or a 503 with a pt-BR message when this stage has no payment keys. */
export const requireProvider = async (): Promise<PaymentProvider> => {
  const provider = await paymentProvider();
  if (!provider) throw unavailable(subscriptionMessages.paymentsUnavailable);
  return provider;
};
