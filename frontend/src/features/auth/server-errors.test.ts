import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldOrMessage, fieldsAndMessage } from './server-errors';

type Form = { email: string; password: string };
const invalidEmail = () =>
  new ApiError('Dados inválidos.', 400, 'VALIDATION_ERROR', { email: 'Email já cadastrado' });

describe('server errors on the auth forms', () => {
  it('login and register: the field message under its input and the server message in the box', () => {
    const setError = vi.fn();
    const box = fieldsAndMessage<Form>(['email', 'password'], 'Falhou.')(invalidEmail(), setError);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Email já cadastrado' });
    expect(box).toBe('Dados inválidos.');
  });

  it('login and register: the fallback when the failure is not an answer of the server', () => {
    expect(fieldsAndMessage<Form>(['email'], 'Falhou.')(new TypeError('offline'), vi.fn())).toBe('Falhou.');
  });

  it('forgot and reset: the field message alone, or else the spec message', () => {
    const setError = vi.fn();
    expect(fieldOrMessage<Form>('email', 'Tente de novo.')(invalidEmail(), setError)).toBeNull();
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Email já cadastrado' });
    const other = new ApiError('Erro no servidor.', 500, 'INTERNAL');
    expect(fieldOrMessage<Form>('email', 'Tente de novo.')(other, vi.fn())).toBe('Tente de novo.');
  });
});
