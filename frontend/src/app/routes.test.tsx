import { STORAGE_KEYS } from '@pele/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../lib/page-load';
import { startSession } from '../lib/session';
import { fail, ok, testUser } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

// The document pages (landing, onboarding) run without the router: it opens them with a page load.
vi.mock('../lib/page-load', () => ({ loadPage: vi.fn() }));

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

const signIn = (overrides = {}) =>
  startSession({ token: 'tok', refreshToken: 'ref', user: testUser(overrides) });
const onboarded = () => window.localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

const fillLogin = async (email: string, password: string) => {
  await userEvent.type(await screen.findByLabelText('Email', {}, WAIT), email);
  await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
};

beforeEach(() => {
  vi.mocked(loadPage).mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('private-area guard', () => {
  it('sends an anonymous visitor of /app to /login and back to /app after login', async () => {
    onboarded();
    fetchMock.mockResolvedValueOnce(ok({ token: 't', refreshToken: 'r', expiresIn: 3600, user: testUser() }));
    const { router } = renderApp('/app');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo de volta' }, WAIT)).toBeInTheDocument();
    expect(pathOf(router)).toBe('/login');
    await fillLogin('maria@example.com', 'segredo');
    expect(await screen.findByTestId('greeting', {}, WAIT)).toHaveTextContent('Olá, Maria!');
    expect(pathOf(router)).toBe('/app');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
    // The login answer's user is the signed-in user: it is not asked for again.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/auth/profile');
  });

  it('returns to the exact private page that was asked for', async () => {
    onboarded();
    fetchMock.mockResolvedValueOnce(ok({ token: 't', refreshToken: 'r', expiresIn: 3600, user: testUser() }));
    const { router } = renderApp('/app/orders/PED-1');
    await fillLogin('maria@example.com', 'segredo');
    await waitFor(() => expect(pathOf(router)).toBe('/app/orders/PED-1'), WAIT);
  });

  it('lets a signed-in user into /app', async () => {
    signIn();
    const { router } = renderApp('/app');
    expect(await screen.findByTestId('app-shell', {}, WAIT)).toBeInTheDocument();
    expect(pathOf(router)).toBe('/app');
  });

  it('restores a stored token without a stored user by fetching the profile', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { syncSessionFromStorage } = await import('../lib/session');
    syncSessionFromStorage();
    fetchMock.mockResolvedValueOnce(ok(testUser({ name: 'Ana Lima' })));
    renderApp('/app');
    expect(await screen.findByTestId('greeting', {}, WAIT)).toHaveTextContent('Olá, Ana!');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/profile');
  });

  it('logs out when the start-up profile fetch fails', async () => {
    onboarded();
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { syncSessionFromStorage } = await import('../lib/session');
    syncSessionFromStorage();
    fetchMock.mockResolvedValue(fail(401, 'Sessão expirada.', 'UNAUTHORIZED'));
    const { router } = renderApp('/app');
    await waitFor(() => expect(pathOf(router)).toBe('/login'), WAIT);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(
      await screen.findByText('Sua sessão expirou. Por favor, faça login novamente.'),
    ).toBeInTheDocument();
  });
});

describe('visitors-only guard', () => {
  it('sends a signed-in user away from /login and /register to /app', async () => {
    signIn();
    onboarded();
    const first = renderApp('/login');
    await waitFor(() => expect(pathOf(first.router)).toBe('/app'), WAIT);
    first.unmount();
    const second = renderApp('/register');
    await waitFor(() => expect(pathOf(second.router)).toBe('/app'), WAIT);
  });

  it('sends a signed-in admin from /login to /admin', async () => {
    signIn({ isAdmin: true });
    onboarded();
    const { router } = renderApp('/login');
    await waitFor(() => expect(pathOf(router)).toBe('/admin'), WAIT);
  });
});

describe('onboarding guard', () => {
  it('shows the onboarding first when the flag is absent', async () => {
    const login = renderApp('/login');
    await waitFor(() => expect(pathOf(login.router)).toBe('/onboarding'), WAIT);
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/onboarding', { replace: true }), WAIT);
    login.unmount();
    const register = renderApp('/register');
    await waitFor(() => expect(pathOf(register.router)).toBe('/onboarding'), WAIT);
  });

  it('does not hold back the public pages that are not sign-in forms', async () => {
    const { router } = renderApp('/forgot-password');
    expect(await screen.findByRole('button', { name: 'Enviar instruções' }, WAIT)).toBeInTheDocument();
    expect(pathOf(router)).toBe('/forgot-password');
  });

  it('lets the visitor through once the flag is set', async () => {
    onboarded();
    const { router } = renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Crie sua conta' }, WAIT)).toBeInTheDocument();
    expect(pathOf(router)).toBe('/register');
  });
});

describe('admin guard', () => {
  it('sends an anonymous visitor to /login', async () => {
    onboarded();
    const { router } = renderApp('/admin');
    await waitFor(() => expect(pathOf(router)).toBe('/login'), WAIT);
  });

  it('sends a signed-in non-admin to /app', async () => {
    signIn();
    const { router } = renderApp('/admin');
    await waitFor(() => expect(pathOf(router)).toBe('/app'), WAIT);
  });

  it('lets an admin in, on the dashboard', async () => {
    signIn({ isAdmin: true });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, WAIT)).toBeInTheDocument();
  });

  it('opens each admin tab at its own URL, so a reload keeps the place', async () => {
    signIn({ isAdmin: true });
    renderApp('/admin/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avaliações' }, WAIT)).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Painel administrativo' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Avaliações' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('route table', () => {
  it('redirects an unknown path to the landing page, which it loads as a document', async () => {
    const { router } = renderApp('/nao/existe');
    await waitFor(() => expect(pathOf(router)).toBe('/'), WAIT);
    await waitFor(() => expect(loadPage).toHaveBeenCalledExactlyOnceWith('/', { replace: true }), WAIT);
  });

  it('opens /app/products on the home tab with the analysis dialog when there is no analysis', async () => {
    signIn({ skinAnalyzed: false });
    renderApp('/app/products');
    expect(
      await screen.findByRole('alertdialog', { name: 'Análise de Pele Necessária' }, WAIT),
    ).toBeInTheDocument();
  });
});
