import { setDefaultPaymentMethod } from '@pele/shared/routes/payments';
import { createHandler } from '../../middleware/create-handler';
import { ownedCard, presentCards } from '../../services/premium/payment-methods';

/** Makes one of the caller's cards the one renewals charge. */
export const handler = createHandler(setDefaultPaymentMethod, async ({ params, caller }) => {
  const { provider, customerId, card } = await ownedCard(caller.userId, params.id);
  await provider.setDefaultCard(customerId, card.id);
  return presentCards(provider, customerId);
});
