import type { ApiError } from '../../../../lib/api-error';
import { isApiError } from '../../../../lib/api-error';

/** Staff read the server's own reason after the panel's sentence, when it says more than that sentence. */
export const failureText = (error: unknown, fallback: string) =>
  isApiError(error) && error.message && error.message !== fallback
    ? `${fallback}: ${error.message}`
    : fallback;

/** The server's word on each of a form's fields, after it refused a save. */
export const fieldErrorsOf = <F extends string>(error: ApiError, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, error.fieldError(field)])) as Partial<Record<F, string>>;
