import { routes } from '@pele/shared/routes';
import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutReturnUrls } from '../../../lib/checkout-return';
import { loadPage } from '../../../lib/page-load';

/**
 * Starts a subscription checkout and leaves for the hosted page (spec 4, "Plan selection"). No address back
 * is a failure too (spec 8.2).
 */
export const startSubscriptionCheckout = async (planId: string) => {
  const { checkoutUrl } = await apiRequest(routes.createSubscription, {
    body: { planId, ...checkoutReturnUrls() },
  });
  if (!checkoutUrl) throw new Error(subscriptionMessages.checkoutFailed);
  loadPage(checkoutUrl);
};

export const useSubscriptionCheckout = () => useMutation({ mutationFn: startSubscriptionCheckout });
