import type { FieldValues, Path } from 'react-hook-form';
import { isApiError } from '../../lib/api-error';
import type { ServerErrorHandler } from './use-auth-form';

/**
 * A failed sign-in's answer for the form: the server's message for each of `fields` it named, and the error box's
 * text (the server's message, or the fallback when it gave none or did not answer).
 */
export const serverFieldErrors = <F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { fields: Partial<Record<F, string>>; message: string } => {
  if (!isApiError(error)) return { fields: {}, message: fallback };
  const named = fields.flatMap((field) => {
    const message = error.fieldError(field);
    return message ? [[field, message] as const] : [];
  });
  return {
    fields: Object.fromEntries(named) as Partial<Record<F, string>>,
    message: error.message || fallback,
  };
};

/** Register: serverFieldErrors under the form's inputs (react-hook-form), and the error box's text. */
export const fieldsAndMessage =
  <T extends FieldValues>(fields: ReadonlyArray<Path<T>>, fallback: string): ServerErrorHandler<T> =>
  (error, setError) => {
    const answer = serverFieldErrors(error, fields, fallback);
    for (const [field, message] of Object.entries(answer.fields) as [Path<T>, string][])
      setError(field, { type: 'server', message });
    return answer.message;
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
