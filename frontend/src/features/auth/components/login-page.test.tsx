import { STORAGE_KEYS } from '@pele/shared/constants';
import { transport } from '@pele/shared/messages';
import { THEME_STORAGE_KEY } from '@pele/shared/theme';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageFrame } from '../../../app/page-frame';
import { loadPage } from '../../../lib/page-load';
import { rememberPage } from '../../../lib/remembered-page';
import { startSession } from '../../../lib/session';
import { showToastAfterPageLoad } from '../../../lib/toast';
import { fail, ok, testUser } from '../../../testing/fixtures';
import { LoginPage } from './login-page';

// The login page is a document page: it leaves with a page load.
vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.mocked(loadPage).mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
  document.documentElement.removeAttribute('data-theme');
  window.history.replaceState(null, '', '/login');
});

const openLogin = async () => {
  const view = render(
    <PageFrame>
      <LoginPage />
    </PageFrame>,
  );
  await screen.findByRole('heading', { name: 'Bem-vindo de volta' }, WAIT);
  return view;
};

const signInWith = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
};

const session = (overrides = {}) =>
  ok({ token: 't', refreshToken: 'r', expiresIn: 3600, user: testUser(overrides) });

describe('LoginPage', () => {
  it('shows the required-field messages without calling the server, and focuses the first', async () => {
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's message about a malformed e-mail under the field", async () => {
    fetchMock.mockResolvedValueOnce(
      fail(400, 'Dados inválidos.', 'VALIDATION_ERROR', { email: 'Email inválido' }),
    );
    await openLogin();
    await signInWith('maria@', 'x');
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(loadPage).not.toHaveBeenCalled();
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
    fetchMock.mockResolvedValue(session({ theme: 'dark' }));
    await openLogin();
    expect(document.documentElement.getAttribute('data-theme')).not.toBe('dark');
    await signInWith('maria@example.com', 'segredo');
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'), WAIT);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it("shows the server's error in a dismissible 'Erro de Login' box", async () => {
    fetchMock.mockResolvedValueOnce(fail(401, 'Email ou senha incorretos.', 'INVALID_CREDENTIALS'));
    await openLogin();
    await signInWith('maria@example.com', 'errada');
    const box = await screen.findByTestId('error-box');
    expect(box).toHaveTextContent('Erro de Login');
    expect(box).toHaveTextContent('Email ou senha incorretos.');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(loadPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar mensagem de erro' }));
    expect(screen.queryByTestId('error-box')).toBeNull();
  });

  it("reads 'Entrando...' while signing in and opens /admin for an admin after 100 ms", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await openLogin();
    await signInWith('admin@example.com', 'segredo');
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
    const answeredAt = Date.now();
    answer(session({ isAdmin: true }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin', { replace: true }), WAIT);
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(95);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
  });

  it('opens the private page that was asked for', async () => {
    fetchMock.mockResolvedValue(session());
    rememberPage('/app/orders/PED-1');
    await openLogin();
    await signInWith('maria@example.com', 'segredo');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/app/orders/PED-1', { replace: true }), WAIT);
  });

  it('opens /app when no page was asked for', async () => {
    fetchMock.mockResolvedValue(session());
    await openLogin();
    await signInWith('maria@example.com', 'segredo');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/app', { replace: true }), WAIT);
  });

  it('sends a signed-in visitor on to the app, an admin to /admin', async () => {
    startSession({ token: 't', refreshToken: 'r', user: testUser({ isAdmin: true }) });
    await openLogin();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin', { replace: true }), WAIT);
  });

  it('shows the onboarding first when the flag is absent, keeping the page named by the link', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.onboardingComplete);
    window.history.replaceState(null, '', '/login?next=/app/challenges');
    await openLogin();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/onboarding', { replace: true }), WAIT);
    expect(window.sessionStorage.getItem('redirect_after_login')).toBe('/app/challenges');
  });

  it('tells why it opened when a session expired on the page before', async () => {
    showToastAfterPageLoad(transport.sessionExpiredNotice, 'error');
    await openLogin();
    expect(
      await screen.findByText('Sua sessão expirou. Por favor, faça login novamente.'),
    ).toBeInTheDocument();
  });
});
