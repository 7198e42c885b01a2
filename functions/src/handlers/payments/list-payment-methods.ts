import { listPaymentMethods } from '@pele/shared/routes/payments';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { createHandler } from '../../middleware/create-handler';
import { presentCards } from '../../services/premium/payment-methods';
import { requireProvider } from '../../services/premium/payment-provider';

/** The caller's saved cards, the default first; none before the first checkout. */
export const handler = createHandler(listPaymentMethods, async ({ caller }) => {
  const customerId = await subscriptionsRepository.customerOf(caller.userId);
  if (!customerId) return [];
  return presentCards(await requireProvider(), customerId);
});
