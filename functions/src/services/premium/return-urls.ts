import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { config } from '../../config';
import { badRequest } from '../../domain/errors';
import { isOwnOrigin } from '../../domain/payments/return-url';

/**
 * Refuses success/cancel addresses outside the product's own origin (no open redirect) and makes sure the
 * success address carries the checkout id, which the return page verifies.
 */
export const checkedReturnUrls = (input: { successUrl: string; cancelUrl: string }) => {
  for (const field of ['successUrl', 'cancelUrl'] as const)
    if (!isOwnOrigin(input[field], config.appUrl))
      throw badRequest(subscriptionMessages.foreignReturnUrl, {
        [`body.${field}`]: subscriptionMessages.foreignReturnUrl,
      });
  const success = new URL(input.successUrl);
  if (!success.searchParams.has('session_id'))
    success.searchParams.set('session_id', '{CHECKOUT_SESSION_ID}');
  // URLSearchParams encodes the braces; the provider looks for them literally.
  return {
    successUrl: success.toString().replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}'),
    cancelUrl: input.cancelUrl,
  };
};
