import { STORAGE_KEYS } from '@pele/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../lib/page-load';
import { startSession } from '../lib/session';
import { fail, ok, testUser } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

// The document pages (landing, onboarding, login) run without the router: it opens them with a page load.
vi.mock('../lib/page-load', () => ({ loadPage: vi.fn() }));

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

const signIn = (overrides = {}) =>
  startSession({ token: 'tok', refreshToken: 'ref', user: testUser(overrides) });
const onboarded = () => window.localStorage.setItem(STORAGE_KEYS.onboardingComplete, 'true');
const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

beforeEach(() => {
  vi.mocked(loadPage).mockClear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('private-area guard', () => {
  it('sends an anonymous visitor of /app to the login page, remembering the page asked for', async () => {
    onboarded();
    renderApp('/app/orders/PED-1');
    // The login page is a document page (document-pages.ts): the router opens it with a page load.
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login', { replace: true }), WAIT);
    expect(window.sessionStorage.getItem('redirect_after_login')).toBe('/app/orders/PED-1');
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

  it('logs out when the start-up profile fetch fails, and tells the login page why', async () => {
    onboarded();
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { syncSessionFromStorage } = await import('../lib/session');
    syncSessionFromStorage();
    fetchMock.mockResolvedValue(fail(401, 'Sessão expirada.', 'UNAUTHORIZED'));
    renderApp('/app');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login', { replace: true }), WAIT);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.sessionStorage.getItem('toast_after_page_load')).toContain(
      'Sua sessão expirou. Por favor, faça login novamente.',
    );
  });
});

describe('visitors-only guard', () => {
  it('sends a signed-in user away from /register to /app (the login page does so itself)', async () => {
    signIn();
    onboarded();
    const { router } = renderApp('/register');
    await waitFor(() => expect(pathOf(router)).toBe('/app'), WAIT);
  });

  it('opens the login page as a document', async () => {
    renderApp('/login');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login', { replace: true }), WAIT);
  });
});

describe('onboarding guard', () => {
  it('shows the onboarding first when the flag is absent', async () => {
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
    renderApp('/admin');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login', { replace: true }), WAIT);
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
