import { describe, expect, it } from 'vitest';
import { decodeResetToken, encodeResetToken } from './reset-token';

describe('reset token', () => {
  it('round-trips the e-mail and the code', () => {
    expect(decodeResetToken(encodeResetToken('ana.souza+pele@example.com.br', '123456'))).toEqual({
      email: 'ana.souza+pele@example.com.br',
      code: '123456',
    });
  });
  it('refuses tokens without a code, without an e-mail, or with junk', () => {
    expect(decodeResetToken('abc')).toBeUndefined();
    expect(decodeResetToken(`${Buffer.from('ana@example.com').toString('base64url')}.`)).toBeUndefined();
    expect(decodeResetToken('.123456')).toBeUndefined();
    expect(decodeResetToken(`${Buffer.from('not-an-email').toString('base64url')}.123456`)).toBeUndefined();
    expect(decodeResetToken(`${Buffer.from('ana@example.com').toString('base64url')}.12 34`)).toBeUndefined();
  });
});
