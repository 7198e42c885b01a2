import type { FieldValues, Path } from 'react-hook-form';
import { isApiError } from '../../lib/api-error';
import type { ServerErrorHandler } from './use-auth-form';

/**
 * Login and register: each of the server's field messages under its input, and the server's message (or
 * the fallback when it gave none) in the error box.
 */
export const fieldsAndMessage =
  <T extends FieldValues>(fields: ReadonlyArray<Path<T>>, fallback: string): ServerErrorHandler<T> =>
  (error, setError) => {
    if (!isApiError(error)) return fallback;
    for (const field of fields) {
      const message = error.fieldError(field);
      if (message) setError(field, { type: 'server', message });
    }
    return error.message || fallback;
  };

/** Forgot and reset password: the server's message for the field under it, or else the spec's own message. */
export const fieldOrMessage =
  <T extends FieldValues>(field: Path<T>, message: string): ServerErrorHandler<T> =>
  (error, setError) => {
    const fieldMessage = isApiError(error) ? error.fieldError(field) : undefined;
    if (!fieldMessage) return message;
    setError(field, { type: 'server', message: fieldMessage });
    return null;
  };
