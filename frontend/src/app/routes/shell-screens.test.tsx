import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  noRecommendations,
  page,
  testDetail,
  testProduct,
} from '../../features/products/product-test-fixtures';
import { appPaths } from '../../lib/app-paths';
import { startSession } from '../../lib/session';
import { ok, testUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { stubApi } from '../../testing/render-feature';

const WAIT = { timeout: 5000 };
const serum = testProduct({ id: 'p1', name: 'Sérum Clareador' });

const catalogApi = () =>
  stubApi({
    'GET /api/products': () => ok(page([serum])),
    'GET /api/products/recommended': () => ok(noRecommendations()),
    'GET /api/products/p1': () => ok(testDetail({ id: 'p1', name: 'Sérum Clareador' })),
    'GET /api/products/saved': () => ok([]),
  });

const open = async (entry: string, user = {}) => {
  startSession({ token: 'tok', refreshToken: 'ref', user: testUser({ skinAnalyzed: true, ...user }) });
  const view = renderApp(entry);
  await screen.findByTestId('app-shell', {}, WAIT);
  return view;
};
const nav = () => within(screen.getByRole('navigation', { name: 'Navegação principal' }));
const productsTab = () => screen.findByRole('heading', { name: 'Produtos', level: 1 }, WAIT);
const productShown = () => screen.findByRole('heading', { name: 'Sérum Clareador', level: 2 }, WAIT);

describe('screens over the tabs have URLs', () => {
  it('opens a product from its URL; its back button goes to the products tab', async () => {
    catalogApi();
    const { router } = await open('/app/products/p1');
    expect(screen.getByRole('heading', { name: 'Detalhes do Produto', level: 1 })).toBeInTheDocument();
    expect(await productShown()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await productsTab()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/products');
    expect(nav().getByRole('button', { name: /Produtos/ })).toHaveAttribute('aria-current', 'page');
  });

  it('goes home instead of the gated products tab without an analysis, and opens no gate', async () => {
    catalogApi();
    await open('/app/products/p1', { skinAnalyzed: false });
    await productShown();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByTestId('greeting')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('gives a product opened from the products tab its URL; the browser back returns to that tab', async () => {
    catalogApi();
    const { router } = await open(appPaths.home);
    await userEvent.click(nav().getByRole('button', { name: /Produtos/ }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver detalhes de Sérum Clareador' }, WAIT),
    );
    expect(await productShown()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/products/p1');
    await act(() => router.navigate(-1));
    expect(await productsTab()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
  });

  it("the frame's back button also returns to the tab the product was opened from", async () => {
    catalogApi();
    const { router } = await open(appPaths.home);
    await userEvent.click(nav().getByRole('button', { name: /Produtos/ }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver detalhes de Sérum Clareador' }, WAIT),
    );
    await productShown();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await productsTab()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('opens settings from the profile at /app/settings; back returns to the profile', async () => {
    const { router } = await open(appPaths.home);
    await userEvent.click(nav().getByRole('button', { name: /Perfil/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Configurações/ }, WAIT));
    expect(router.state.location.pathname).toBe('/app/settings');
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('profile-name')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('opens saved products from its URL; its back button goes to the profile', async () => {
    catalogApi();
    const { router } = await open(appPaths.saved);
    expect(screen.getByRole('heading', { name: 'Produtos Salvos', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('saved-empty', {}, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByTestId('profile-name')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('leaves a screen for the tab picked in the bottom navigation', async () => {
    const { router } = await open(appPaths.settings);
    await userEvent.click(nav().getByRole('button', { name: /Início/ }));
    expect(await screen.findByTestId('greeting')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
  });

  it.each([
    [appPaths.reviews, 'Minhas Avaliações'],
    [appPaths.progress, 'Progresso da Pele'],
    [appPaths.challenges, 'Desafios'],
    [appPaths.orders, 'Meus Pedidos'],
    [appPaths.allergies, 'Alergias e ingredientes a evitar'],
    [appPaths.scanner, 'Escanear rótulo'],
  ])('opens %s in its frame', async (path, title) => {
    await open(path);
    expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('screen-loading')).toBeNull(), WAIT);
  });
});
