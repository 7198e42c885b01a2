import { STORAGE_KEYS } from '@pele/shared/constants';
import { adminMessages } from '@pele/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../../../lib/page-load';
import { startSession } from '../../../../lib/session';
import { fail, ok, testUser } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/render-app';
import { stubApi } from '../../../../testing/render-feature';

// Signing out opens the landing page with a page load.
vi.mock('../../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const WAIT = { timeout: 5000 };
const emptyPage = { page: 1, limit: 10, total: 0, pages: 0 };
const stats = {
  totalUsers: 3,
  totalProducts: 12,
  totalOrders: 2,
  totalReviews: 5,
  totalAnalyses: 7,
  totalCheckIns: 4,
  totalChallengesJoined: 3,
  totalChallengesCompleted: 1,
  totalScans: 3,
  activeSubscriptions: 1,
  totalRevenue: 129.8,
  monthlyRevenue: 49.9,
};

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, WAIT);
const sideNav = () => screen.getAllByRole('navigation', { name: 'Painel administrativo' })[0] as HTMLElement;

beforeEach(() => {
  startSession({ token: 't', refreshToken: 'r', user: testUser({ isAdmin: true, name: 'Beatriz Lima' }) });
  stubApi({
    'GET /api/admin/dashboard/stats': () => ok(stats),
    'GET /api/admin/audit': () => ok({ entries: [] }),
    'GET /api/admin/products': () => ok({ products: [], pagination: emptyPage }),
    'GET /api/admin/users': () => fail(500, 'Falha interna.', 'INTERNAL'),
    'POST /api/auth/logout': () => ok({ message: 'ok' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const listed = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@example.com`,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  plan: { kind: 'none', name: null, status: null, until: null },
  counts: { analyses: 0, reviews: 0, orders: 0 },
});

describe('admin shell', () => {
  it("offers no 'Desativar' on the admin's own account (the server refuses it too)", async () => {
    stubApi({
      'GET /api/admin/users': () =>
        ok({
          users: [listed('user-1', 'Beatriz Lima'), listed('user-2', 'Carla Dias')],
          pagination: { page: 1, limit: 10, total: 2, pages: 1 },
        }),
    });
    renderApp('/admin/users');
    await h1('Usuários');
    expect(await screen.findByRole('button', { name: 'Desativar Beatriz Lima' }, WAIT)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Desativar Carla Dias' })).toBeEnabled();
  });

  it('opens on the dashboard, and each tab link changes the URL and the title', async () => {
    const { router } = renderApp('/admin');
    await h1('Dashboard');
    expect(await screen.findByTestId('stat-totalRevenue', {}, WAIT)).toHaveTextContent('R$ 129,80');
    await userEvent.click(within(sideNav()).getByRole('link', { name: 'Produtos' }));
    await h1('Produtos');
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(within(sideNav()).getByRole('link', { name: 'Produtos' })).toHaveAttribute('aria-current', 'page');
    expect(within(sideNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('Nenhum produto encontrado.', {}, WAIT)).toBeInTheDocument();
  });

  it('starts on the tab its URL names, so a reload keeps the place', async () => {
    renderApp('/admin/settings');
    await h1('Configurações');
    expect(within(sideNav()).getByRole('link', { name: 'Configurações' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the navigation as a modal drawer from the menu button, closed by Escape or by choosing a tab', async () => {
    const { router } = renderApp('/admin');
    await h1('Dashboard');
    // Below md the sidebar is hidden by CSS and this button shows (jsdom applies no media queries).
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Pele.AI Admin' });
    expect(within(drawer).getByRole('navigation', { name: 'Painel administrativo' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Produtos' }));
    await h1('Produtos');
    expect(router.state.location.pathname).toBe('/admin/products');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a tab's failure in the dismissible banner, and not over the next tab", async () => {
    renderApp('/admin/users');
    await h1('Usuários');
    const banner = await screen.findByRole('alert', {}, WAIT);
    expect(banner).toHaveTextContent(`${adminMessages.usersLoadFailed}: Falha interna.`);
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Fechar mensagem de erro' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toBeInTheDocument();
    await userEvent.click(within(sideNav()).getByRole('link', { name: 'Produtos' }));
    await h1('Produtos');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the user's initial; its menu has 'Perfil' and 'Sair', closes on Escape and signs out", async () => {
    renderApp('/admin');
    await h1('Dashboard');
    const button = screen.getByRole('button', { name: 'Menu do perfil de Beatriz Lima' });
    expect(button).toHaveTextContent('B');
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Perfil' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Perfil' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'), WAIT);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
