import { removePaymentMethod } from '@pele/shared/routes/payments';
import { createHandler } from '../../middleware/create-handler';
import { ownedCard, presentCards } from '../../services/premium/payment-methods';

/** Removes one of the caller's cards; another user's card, or an unknown id, is 404. */
export const handler = createHandler(removePaymentMethod, async ({ params, caller }) => {
  const { provider, customerId, card } = await ownedCard(caller.userId, params.id);
  await provider.detachCard(card.id);
  return presentCards(provider, customerId);
});
