import { STORAGE_KEYS } from '@pele/shared/constants';
import { THEME_STORAGE_KEY } from '@pele/shared/theme';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, testUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
  document.documentElement.removeAttribute('data-theme');
});

const openLogin = async () => {
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: 'Bem-vindo de volta' }, WAIT);
  return view;
};

describe('LoginPage', () => {
  it('shows the required-field messages without calling the server', async () => {
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail', async () => {
    await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'maria@');
    await userEvent.type(screen.getByLabelText('Senha'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    await openLogin();
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('paints the theme kept on the profile as the person signs in on this device', async () => {
    fetchMock.mockResolvedValue(
      ok({ token: 't', refreshToken: 'r', expiresIn: 3600, user: testUser({ theme: 'dark' }) }),
    );
    await openLogin();
    expect(document.documentElement.getAttribute('data-theme')).not.toBe('dark');
    await userEvent.type(screen.getByLabelText('Email'), 'maria@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'), WAIT);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it("shows the server's error in a dismissible 'Erro de Login' box", async () => {
    fetchMock.mockResolvedValueOnce(fail(401, 'Email ou senha incorretos.', 'INVALID_CREDENTIALS'));
    const { router } = await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'maria@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const box = await screen.findByTestId('error-box');
    expect(box).toHaveTextContent('Erro de Login');
    expect(box).toHaveTextContent('Email ou senha incorretos.');
    expect(router.state.location.pathname).toBe('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar mensagem de erro' }));
    expect(screen.queryByTestId('error-box')).toBeNull();
  });

  it("reads 'Entrando...' while signing in and sends an admin to /admin after 100 ms", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { router } = await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
    const answeredAt = Date.now();
    answer(ok({ token: 't', refreshToken: 'r', expiresIn: 3600, user: testUser({ isAdmin: true }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), WAIT);
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(95);
  });
});
