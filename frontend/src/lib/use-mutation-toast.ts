import { useCallback } from 'react';
import { isApiError } from './api-error';
import { showToast } from './toast';

interface ToastMessages<TData> {
  /** Shown when it worked; a function gets the mutation's result. Nothing is shown without it. */
  success?: string | ((data: TData) => string);
  /** Shown when it failed without a pt-BR message from the server (no answer, an unexpected error). */
  failure: string;
  /** After a failure, before the toast (e.g. close the dialog that asked). */
  onError?: () => void;
}

/**
 * Runs a mutation and says how it went: its success in a toast, or its pt-BR error (the server's message when there
 * is one). Answers the result, or undefined when it failed, so the caller goes on only after a success.
 */
export function useMutationToast<TData, TVariables>(
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  messages: ToastMessages<TData>,
) {
  const { mutateAsync } = mutation;
  const { success, failure, onError } = messages;
  return useCallback(
    async (variables: TVariables): Promise<TData | undefined> => {
      try {
        const data = await mutateAsync(variables);
        if (success !== undefined) showToast(typeof success === 'function' ? success(data) : success);
        return data;
      } catch (error) {
        onError?.();
        showToast(isApiError(error) ? error.message : failure, 'error');
        return undefined;
      }
    },
    [mutateAsync, success, failure, onError],
  );
}
