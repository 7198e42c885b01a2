import { loginBody } from '@pele/shared/schemas/auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLogin } from './login-check';

describe('checkLogin', () => {
  it('names each empty field with the server rule’s message', () => {
    expect(checkLogin({ email: '  ', password: '' })).toEqual({
      email: 'Email é obrigatório',
      password: 'Senha é obrigatória',
    });
  });
  it('leaves a malformed address to the server', () => {
    expect(checkLogin({ email: 'maria@', password: 'x' })).toEqual({});
  });
  it('never refuses what the server’s loginBody accepts', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })),
        fc.string(),
        (email, password) => {
          if (loginBody.safeParse({ email, password }).success)
            expect(checkLogin({ email, password })).toEqual({});
        },
      ),
    );
  });
});
