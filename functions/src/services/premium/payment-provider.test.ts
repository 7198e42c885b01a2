import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { startingCheckout } from './payment-provider';

describe('startingCheckout', () => {
  it("answers the spec's checkout failure message as a 503 with Retry-After when the provider is down", async () => {
    const down = new Stripe.errors.StripeConnectionError({
      message: 'An error occurred with our connection',
    });
    const error = await startingCheckout(subscriptionMessages.checkoutFailed, async () => {
      throw down;
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Ocorreu um erro ao processar sua assinatura. Por favor, tente novamente.',
    });
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('passes a refusal of the provider through unchanged (a declined card is no outage)', async () => {
    const declined = new Stripe.errors.StripeCardError({ message: 'Your card was declined.' });
    await expect(
      startingCheckout(subscriptionMessages.checkoutFailed, async () => {
        throw declined;
      }),
    ).rejects.toBe(declined);
  });
});
