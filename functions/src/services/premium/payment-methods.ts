import type { PaymentMethod } from '@pele/shared/schemas/payments';
import { paymentMessages } from '@pele/shared/schemas/payments';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { notFound } from '../../domain/errors';
import type { PaymentProvider } from '../../domain/payments/payment-provider';
import { requireProvider } from './payment-provider';

/** The customer's cards as the API shows them, the default one first. */
export const presentCards = async (
  provider: PaymentProvider,
  customerId: string,
): Promise<PaymentMethod[]> => {
  const { cards, defaultId } = await provider.cards(customerId);
  return cards
    .map((card) => ({
      id: card.id,
      paymentMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: card.id === defaultId,
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
};

/** A card of the caller's own customer, or 404: ownership is the provider's record, never the request. */
export const ownedCard = async (userId: string, paymentMethodId: string) => {
  const customerId = await subscriptionsRepository.customerOf(userId);
  if (!customerId) throw notFound(paymentMessages.methodNotFound);
  const provider = await requireProvider();
  const card = await provider.card(paymentMethodId);
  if (!card || card.customerId !== customerId) throw notFound(paymentMessages.methodNotFound);
  return { provider, customerId, card };
};
