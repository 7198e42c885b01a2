import { addPaymentMethod } from '@pele/shared/routes/payments';
import { paymentMessages } from '@pele/shared/schemas/payments';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { presentCards } from '../../services/premium/payment-methods';
import { requireProvider } from '../../services/premium/payment-provider';
import { ensureCustomer } from '../../services/premium/stripe-customer';

/** Attaches a card the provider tokenised in the browser (or a test card id) to the caller's customer. */
export const handler = createHandler(addPaymentMethod, async ({ body, account }) => {
  const profile = account;
  const provider = await requireProvider();
  const customerId = await ensureCustomer(provider, profile);
  const existing = await provider.card(body.paymentMethodId);
  // A card of someone else cannot be taken over; an unknown id is not there for the caller either.
  if (existing?.customerId && existing.customerId !== customerId)
    throw notFound(paymentMessages.methodNotFound);
  const attached = await provider.attachCard(customerId, body.paymentMethodId).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'resource_missing')
      throw notFound(paymentMessages.methodNotFound);
    throw error;
  });
  const cards = await presentCards(provider, customerId);
  return (
    cards.find((card) => card.id === attached.id) ?? cards[0] ?? Promise.reject(new Error('card vanished'))
  );
});
