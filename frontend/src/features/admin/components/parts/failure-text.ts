import { isApiError } from '../../../../lib/api-error';

/** Staff read the server's own reason after the panel's sentence, when it says more than that sentence. */
export const failureText = (error: unknown, fallback: string) =>
  isApiError(error) && error.message && error.message !== fallback
    ? `${fallback}: ${error.message}`
    : fallback;
