import { describe, expect, it } from 'vitest';
import { forgotFormSchema, registerFormSchema, resetFormSchema } from './form-schemas';

/** First message per field, as the form shows it. */
const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
};

describe('register form', () => {
  const valid = {
    name: 'Maria',
    email: 'maria@example.com',
    password: 'segredo',
    confirmPassword: 'segredo',
    terms: true,
  };

  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires a name after trimming', () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, name: '   ' }))).toEqual({
      name: 'Nome é obrigatório',
    });
  });

  it('requires a password of at least 6 characters', () => {
    expect(
      messages(registerFormSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' })),
    ).toEqual({
      password: 'Senha deve ter pelo menos 6 caracteres',
    });
    expect(
      messages(registerFormSchema.safeParse({ ...valid, password: '', confirmPassword: '' })).password,
    ).toBe('Senha é obrigatória');
  });

  it('requires the confirmation and that it matches', () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, confirmPassword: '' }))).toEqual({
      confirmPassword: 'Confirme sua senha',
    });
    expect(messages(registerFormSchema.safeParse({ ...valid, confirmPassword: 'outra' }))).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it('reports a mismatch even while another field is still wrong', () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, name: '', confirmPassword: 'outra' }))).toEqual({
      name: 'Nome é obrigatório',
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it('requires the terms to be accepted', () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, terms: false }))).toEqual({
      terms: 'Você deve aceitar os termos e condições',
    });
  });
});

describe('forgot password form', () => {
  it('asks for a valid email', () => {
    expect(messages(forgotFormSchema.safeParse({ email: 'nope' }))).toEqual({
      email: 'Por favor, insira um email válido',
    });
    expect(messages(forgotFormSchema.safeParse({ email: '' }))).toEqual({
      email: 'Por favor, insira um email válido',
    });
  });
});

describe('reset password form', () => {
  it('requires a long enough password and a matching confirmation', () => {
    expect(messages(resetFormSchema.safeParse({ password: '123', confirmPassword: '' }))).toEqual({
      password: 'Senha deve ter pelo menos 6 caracteres',
      confirmPassword: 'Confirme sua senha',
    });
    expect(messages(resetFormSchema.safeParse({ password: '123456', confirmPassword: '654321' }))).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
    expect(resetFormSchema.safeParse({ password: '123456', confirmPassword: '123456' }).success).toBe(true);
  });
});
