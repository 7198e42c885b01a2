import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredUser, startSession } from '../../lib/session';
import {
  analysisFlowRoutes,
  completeAnalysis,
  featureRequired,
  fetchByRoute,
  json,
  progressOf,
  summaryOf,
} from '../../testing/analysis-fixtures';
import { fail, testUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const WAIT = { timeout: 5000 };
const fetchMock = vi.fn<typeof fetch>();

const openShell = async (overrides = {}, entry: Parameters<typeof renderApp>[0] = '/app') => {
  startSession({ token: 'tok', refreshToken: 'ref', user: testUser(overrides) });
  const view = renderApp(entry);
  await screen.findByTestId('app-shell', {}, WAIT);
  return view;
};
const nav = () => within(screen.getByRole('navigation', { name: 'Navegação principal' }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('app shell', () => {
  it('switches tabs without changing the URL', async () => {
    const { router } = await openShell({ skinAnalyzed: true });
    await userEvent.click(nav().getByRole('button', { name: /Perfil/ }));
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Maria Clara Souza');
    expect(nav().getByRole('button', { name: /Perfil/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav().getByRole('button', { name: /Produtos/ }));
    expect(await screen.findByRole('heading', { name: 'Produtos' }, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('shows the unread notifications on Perfil and no made-up badge elsewhere', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/notifications?limit=1': json({ notifications: [], nextCursor: null, unreadCount: 12 }),
      }),
    );
    await openShell();
    expect(await screen.findByTestId('badge-profile', {}, WAIT)).toHaveTextContent('9+');
    expect(nav().getByRole('button', { name: 'Perfil, 9+ notificações não lidas' })).toBeVisible();
    expect(screen.queryByTestId('badge-products')).toBeNull();
    expect(screen.queryByTestId('badge-home')).toBeNull();
  });

  it('shows no badge while nothing is unread', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/notifications?limit=1': json({ notifications: [], nextCursor: null, unreadCount: 0 }),
      }),
    );
    await openShell();
    await waitFor(() => expect(nav().getByRole('button', { name: 'Perfil' })).toBeVisible());
    expect(screen.queryByTestId('badge-profile')).toBeNull();
  });

  it('vibrates for 10 ms on a tab tap where the device supports it', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    await openShell();
    await userEvent.click(nav().getByRole('button', { name: /Sua Rotina/ }));
    expect(vibrate).toHaveBeenCalledWith(10);
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('gates products and routine behind a skin analysis', async () => {
    await openShell({ skinAnalyzed: false });
    await userEvent.click(nav().getByRole('button', { name: /Produtos/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Análise de Pele Necessária' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('greeting')).toBeInTheDocument();

    await userEvent.click(nav().getByRole('button', { name: /Sua Rotina/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Analisar Pele' }),
    );
    expect(nav().getByRole('button', { name: /Analisar Pele/ })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the gated tabs once an analysis completes, and re-reads the user', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:photo', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true });
    const api = fetchByRoute({
      ...analysisFlowRoutes(json(completeAnalysis())),
      'GET /api/auth/profile': json(testUser({ skinAnalyzed: true })),
    });
    vi.stubGlobal('fetch', api);
    await openShell({ skinAnalyzed: false });
    await userEvent.click(nav().getByRole('button', { name: /Analisar Pele/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar Foto' }, WAIT));
    await userEvent.upload(
      screen.getByLabelText('Escolher Imagem da Galeria'),
      new File(['png'], 'eu.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Analisar Minha Pele' }));
    await screen.findByTestId('analysis-result', {}, WAIT);
    await userEvent.click(nav().getByRole('button', { name: /Produtos/ }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Produtos' }, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(api.mock.calls.some(([url]) => url === '/api/auth/profile')).toBe(true));
  });

  it('shows an overlay screen in place of the tab and goes back', async () => {
    await openShell();
    await userEvent.click(nav().getByRole('button', { name: /Perfil/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Configurações/ }));
    expect(screen.getByRole('heading', { name: 'Configurações', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-name')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByTestId('profile-name')).toBeInTheDocument();
  });

  it('opens routine when the history has a complete analysis, even if the stored flag is not set', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({ 'GET /api/skin-analysis?limit=1000': json([summaryOf(completeAnalysis())]) }),
    );
    await openShell({ skinAnalyzed: false });
    await userEvent.click(nav().getByRole('button', { name: /Sua Rotina/ }));
    expect(await screen.findByRole('heading', { name: 'Sua Rotina' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(readStoredUser()?.skinAnalyzed).toBe(true);
  });

  it('keeps routine closed when the history has only failed analyses', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis?limit=1000': json([summaryOf(completeAnalysis({ status: 'failed' }))]),
      }),
    );
    await openShell({ skinAnalyzed: true });
    await userEvent.click(nav().getByRole('button', { name: /Sua Rotina/ }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Análise de Pele Necessária' }),
    ).toBeInTheDocument();
  });

  it('falls back to the stored flag when the history cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({ 'GET /api/skin-analysis?limit=1000': () => fail(500, 'Erro no servidor.', 'INTERNAL') }),
    );
    await openShell({ skinAnalyzed: true });
    await userEvent.click(nav().getByRole('button', { name: /Sua Rotina/ }));
    expect(await screen.findByRole('heading', { name: 'Sua Rotina' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('falls back to the stored flag when the plan lacks history, and gates without it', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({ 'GET /api/skin-analysis?limit=1000': () => featureRequired('skin_history') }),
    );
    await openShell({ skinAnalyzed: false });
    await userEvent.click(nav().getByRole('button', { name: /Sua Rotina/ }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Análise de Pele Necessária' }),
    ).toBeInTheDocument();
  });

  it('focuses the overlay title and then shows its lazily loaded screen', async () => {
    await openShell();
    await userEvent.click(nav().getByRole('button', { name: /Perfil/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Configurações/ }));
    expect(screen.getByRole('heading', { name: 'Configurações', level: 1 })).toHaveFocus();
    await waitFor(() => expect(screen.queryByTestId('screen-loading')).toBeNull(), WAIT);
    expect(screen.getByRole('heading', { name: 'Configurações', level: 1 })).toHaveFocus();
  });

  it('opens the orders screen from its URL', async () => {
    await openShell({}, '/app/orders');
    expect(screen.getByRole('heading', { name: 'Meus Pedidos', level: 1 })).toBeInTheDocument();
  });
});

describe('home', () => {
  it("greets the user by first name, falling back to 'Usuário'", async () => {
    await openShell({ name: '' });
    expect(screen.getByTestId('greeting')).toHaveTextContent('Olá, Usuário!');
  });

  it('shows initials of the first and last names in the avatar', async () => {
    await openShell();
    expect(screen.getByRole('img', { name: 'Avatar de Maria Clara Souza' })).toHaveTextContent('MS');
  });

  it("shows 'Faça sua primeira análise' in the progress card before any analysis", async () => {
    vi.stubGlobal('fetch', fetchByRoute({ 'GET /api/skin-analysis/progress': json(progressOf()) }));
    await openShell();
    expect(await screen.findByTestId('progress-headline')).toHaveTextContent('Faça sua primeira análise');
  });

  it("shows '+N%' when the progress has an improvement", async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis/progress': json(progressOf({ improvement: 12.4, analysesCount: 3 })),
      }),
    );
    await openShell();
    expect(await screen.findByTestId('progress-headline')).toHaveTextContent('+12%');
  });

  it("shows 'N análises' without an improvement, from the history when the plan lacks progress", async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis/progress': () => featureRequired('skin_progress'),
        'GET /api/skin-analysis?limit=1000': json([
          summaryOf(completeAnalysis({ id: 'a2' })),
          summaryOf(completeAnalysis({ id: 'a1' })),
        ]),
      }),
    );
    await openShell();
    await waitFor(() => expect(screen.getByTestId('progress-headline')).toHaveTextContent('2 análises'));
  });

  it("opens skin progress from 'Ver Tudo'", async () => {
    await openShell();
    await userEvent.click(screen.getByRole('button', { name: 'Ver Tudo' }));
    expect(screen.getByRole('heading', { name: 'Progresso da Pele', level: 1 })).toBeInTheDocument();
  });
});
