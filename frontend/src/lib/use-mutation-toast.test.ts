import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { clearToasts, useToasts } from './toast';
import { useMutationToast } from './use-mutation-toast';

afterEach(() => clearToasts());

const toasts = () => renderHook(() => useToasts()).result.current.map((t) => [t.message, t.tone]);

describe('useMutationToast', () => {
  it('toasts the success message, built from the result when asked, and answers the result', async () => {
    const mutation = { mutateAsync: vi.fn(async (n: number) => n * 2) };
    const { result } = renderHook(() =>
      useMutationToast(mutation, { success: (n) => `${n} fotos apagadas.`, failure: 'Falhou.' }),
    );
    let answer: number | undefined;
    await act(async () => {
      answer = await result.current(2);
    });
    expect(answer).toBe(4);
    expect(toasts()).toEqual([['4 fotos apagadas.', 'success']]);
  });

  it("toasts the server's pt-BR message on failure, runs onError and answers undefined", async () => {
    const onError = vi.fn();
    const mutation = {
      mutateAsync: vi.fn(async () => {
        throw new ApiError('Sessão expirada.', 401, 'UNAUTHORIZED');
      }),
    };
    const { result } = renderHook(() => useMutationToast(mutation, { failure: 'Falhou.', onError }));
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current(undefined);
    });
    expect(answer).toBeUndefined();
    expect(onError).toHaveBeenCalledOnce();
    expect(toasts()).toEqual([['Sessão expirada.', 'error']]);
  });

  it('falls back to its own message for an error without one from the server', async () => {
    const mutation = {
      mutateAsync: vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    };
    const { result } = renderHook(() => useMutationToast(mutation, { failure: 'Não foi possível salvar.' }));
    await act(async () => {
      await result.current(undefined);
    });
    expect(toasts()).toEqual([['Não foi possível salvar.', 'error']]);
  });
});
