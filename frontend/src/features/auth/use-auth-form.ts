import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * What a failed submit does to the form: puts the server's field messages under their inputs, and returns
 * the error box's text (null for no box).
 */
export type ServerErrorHandler<T extends FieldValues> = (
  error: unknown,
  setError: UseFormSetError<T>,
) => string | null;

interface AuthFormOptions<Input extends FieldValues, Output> {
  schema: z.ZodMiniType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the valid form; a throw is a server error. */
  onSubmit: (values: Output) => Promise<void>;
  onServerError: ServerErrorHandler<Input>;
}

/**
 * The auth pages' form (spec 2.4, 5): the zod rules run in the browser first, the submit button is busy while
 * sending, and a server error lands under its field or in the dismissible error box.
 */
export const useAuthForm = <Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onSubmit,
  onServerError,
}: AuthFormOptions<Input, Output>) => {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(onServerError(error, form.setError));
    }
  });
  return {
    register: form.register,
    errors: form.formState.errors,
    submitting: form.formState.isSubmitting,
    serverError,
    dismissServerError: () => setServerError(null),
    submit,
  };
};
