import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

const RETRY_DELAYS_MS = [500, 1000, 2000, 3000];

/**
 * The return page's check (spec 2.12). Stripe may still be finishing when the browser comes back: a 409
 * ('O pagamento ainda não foi concluído.') is retried a few times before it is shown.
 */
export const verifyPayment = async (sessionId: string, signal?: AbortSignal) => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiRequest(routes.verifyPaymentSession, { query: { sessionId }, signal });
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (!isApiError(error) || error.status !== 409 || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
};
