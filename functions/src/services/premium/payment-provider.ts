import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { DEPENDENCY_RETRY_AFTER_SECONDS, isDependencyUnavailable } from '../../adapters/dependency-errors';
import { paymentProvider } from '../../adapters/payments/stripe-provider';
import { AppError, unavailable } from '../../domain/errors';
import type { PaymentProvider } from '../../domain/payments/payment-provider';

/** The provider, or a 503 with a pt-BR message when this stage has no payment keys. */
export const requireProvider = async (): Promise<PaymentProvider> => {
  const provider = await paymentProvider();
  if (!provider) throw unavailable(subscriptionMessages.paymentsUnavailable);
  return provider;
};

/**
 * Runs the steps that start a hosted checkout. The provider not answering (down, timing out, failing on its
 * side after the SDK's retries) is a 503 with Retry-After and the checkout failure message the screen shows
 * (spec 8.2 for subscriptions), instead of the generic 'service unavailable' text.
 */
export const startingCheckout = async <T>(failureMessage: string, start: () => Promise<T>): Promise<T> => {
  try {
    return await start();
  } catch (error) {
    if (!isDependencyUnavailable(error)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', failureMessage, {
      retryAfterSeconds: DEPENDENCY_RETRY_AFTER_SECONDS,
    });
  }
};
