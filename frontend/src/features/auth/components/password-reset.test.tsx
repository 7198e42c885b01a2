import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('ForgotPasswordPage', () => {
  it('asks for a valid e-mail', async () => {
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email', {}, WAIT), 'nada');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar instruções' }));
    expect(await screen.findByText('Por favor, insira um email válido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("confirms with 'Verifique seu email' and the address", async () => {
    fetchMock.mockResolvedValueOnce(ok({ message: 'ok' }));
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email', {}, WAIT), 'maria@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar instruções' }));
    expect(await screen.findByRole('heading', { name: 'Verifique seu email' })).toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('shows the spec message when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(fail(500, 'Erro no servidor.', 'INTERNAL'));
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email', {}, WAIT), 'maria@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar instruções' }));
    expect(await screen.findByTestId('error-box')).toHaveTextContent(
      'Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.',
    );
  });
});

describe('ResetPasswordPage', () => {
  it('shows the invalid-link text with a link to ask again when the token is missing', async () => {
    renderApp('/reset-password');
    expect(
      await screen.findByText('O link de redefinição de senha é inválido ou expirou.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('validates the new password and its confirmation', async () => {
    renderApp('/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText('Nova senha', {}, WAIT), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Confirme sua senha')).toBeInTheDocument();
  });

  it('sends the token with the new password and confirms success', async () => {
    fetchMock.mockResolvedValueOnce(ok({ message: 'ok' }));
    renderApp('/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText('Nova senha', {}, WAIT), 'novasenha');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'novasenha');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByRole('heading', { name: 'Senha redefinida com sucesso!' })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'abc',
      password: 'novasenha',
    });
  });

  it('explains that the token may have expired when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(
      fail(400, 'Token de redefinição de senha inválido ou expirado.', 'VALIDATION_ERROR'),
    );
    renderApp('/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText('Nova senha', {}, WAIT), 'novasenha');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'novasenha');
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByTestId('error-box')).toHaveTextContent(
      'Ocorreu um erro ao redefinir sua senha. O token pode ter expirado.',
    );
  });
});
