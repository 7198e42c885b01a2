import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';

/** Puts the server's per-field messages under the matching inputs; returns the message for the error box. */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
  fallback: string,
) => {
  if (!isApiError(error)) return fallback;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) setError(field, { type: 'server', message });
  }
  return error.message || fallback;
};
