import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { noRecommendations, page, testProduct } from '../product-test-fixtures';
import { ProductsTab } from './products-tab';

const cleanser = testProduct({ id: 'p1', name: 'Gel de Limpeza Suave' });
const serum = testProduct({ id: 'p2', name: 'Sérum Niacinamida 10%', category: 'serums', isSaved: true });

const catalogApi = (
  list: (url: URL) => Response | Promise<Response> = () =>
    ok(page([cleanser, serum], { pages: 3, total: 30 })),
  extra: Parameters<typeof stubApi>[0] = {},
) =>
  stubApi({
    'GET /api/products': list,
    'GET /api/products/recommended': () => ok(noRecommendations()),
    ...extra,
  });

const listCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls().filter((call) => call.method === 'GET' && call.path === '/api/products');
const lastList = (api: ReturnType<typeof stubApi>) => listCalls(api).at(-1)?.params;

afterEach(() => {
  vi.useRealTimers();
});

describe('products tab', () => {
  it('opens the label scanner from Escanear rótulo, also before any skin analysis', async () => {
    stubApi({
      'GET /api/products': () => ok(page([cleanser, serum], { pages: 1, total: 2 })),
      'GET /api/products/recommended': () =>
        ok({
          hasAnalysis: false,
          message: 'Faça sua análise de pele para ver recomendações.',
          analysisId: null,
          analyzedAt: null,
          skinType: null,
          data: [],
        }),
    });
    const { router } = renderFeature(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Escanear rótulo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/scanner'));
  });

  it('searches 500 ms after the last keystroke, not before', async () => {
    vi.useFakeTimers();
    const api = catalogApi();
    renderFeature(<ProductsTab />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(listCalls(api)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Buscar produtos'), { target: { value: 'niacin' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(screen.getByLabelText('Buscar produtos'), { target: { value: 'niacinamida' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(listCalls(api).some((call) => call.params.has('keyword'))).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(1));
    const searches = listCalls(api).filter((call) => call.params.has('keyword'));
    expect(searches.map((call) => call.params.get('keyword'))).toEqual(['niacinamida']);
  });

  it('goes back to page 1 when the search text or the category changes', async () => {
    const api = catalogApi((url) =>
      ok(page([cleanser, serum], { page: Number(url.searchParams.get('page')), pages: 3, total: 30 })),
    );
    renderFeature(<ProductsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(lastList(api)?.get('page')).toBe('2'));
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.type(screen.getByLabelText('Buscar produtos'), 'gel');
    await waitFor(() => expect(lastList(api)?.get('keyword')).toBe('gel'), { timeout: 2000 });
    expect(lastList(api)?.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(lastList(api)?.get('page')).toBe('3'));
    await userEvent.click(screen.getByTestId('category-serums'));
    await waitFor(() => expect(lastList(api)?.get('category')).toBe('serums'));
    expect(lastList(api)?.get('page')).toBe('1');
  });

  it('asks for the caller’s match order without a category on the recommended tab, and sends the others', async () => {
    const api = catalogApi();
    renderFeature(<ProductsTab />);
    await screen.findAllByTestId('product-card');
    expect(screen.getByTestId('category-recommended')).toHaveAttribute('aria-pressed', 'true');
    expect(lastList(api)?.has('category')).toBe(false);
    expect(lastList(api)?.get('sort')).toBe('match');
    expect(screen.getByRole('heading', { name: 'Produtos em Destaque para Sua Pele' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Protetores Solares' }));
    await waitFor(() => expect(lastList(api)?.get('category')).toBe('sunscreens'));
    expect(screen.queryByRole('heading', { name: 'Produtos em Destaque para Sua Pele' })).toBeNull();
    expect(listCalls(api).map((call) => call.params.get('category'))).toEqual([null, 'sunscreens']);
    expect(lastList(api)?.has('sort')).toBe(false);
  });

  it('sends the price and rating filters to the server', async () => {
    const api = catalogApi();
    renderFeature(<ProductsTab />);
    await screen.findAllByTestId('product-card');
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    fireEvent.change(screen.getByLabelText(/Preço máximo/), { target: { value: '120' } });
    await userEvent.selectOptions(screen.getByLabelText('Avaliação mínima'), '4');
    await waitFor(() => expect(lastList(api)?.get('maxPrice')).toBe('120'), { timeout: 2000 });
    expect(lastList(api)?.get('minRating')).toBe('4');
    expect(lastList(api)?.get('page')).toBe('1');
  });

  it('shows the heart at once, reverts it when saving fails and says so', async () => {
    let answerSave: (response: Response) => void = () => {};
    catalogApi(undefined, {
      'POST /api/products/p1/save': () => new Promise<Response>((resolve) => (answerSave = resolve)),
    });
    renderFeature(<ProductsTab />);
    const card = (await screen.findAllByTestId('product-card'))[0] as HTMLElement;
    const heart = within(card).getByTestId('favourite-button');
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    answerSave(fail(500, 'Erro no servidor.', 'INTERNAL'));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Erro ao adicionar aos favoritos. Tente novamente.')).toBeInTheDocument();
  });

  it("toasts 'Produto adicionado aos favoritos!' and 'Produto removido dos favoritos!'", async () => {
    catalogApi(undefined, {
      'POST /api/products/p1/save': () => ok({ productId: 'p1', isSaved: true }),
      'DELETE /api/products/p2/save': () => ok({ productId: 'p2', isSaved: false }),
    });
    renderFeature(<ProductsTab />);
    const [first, second] = (await screen.findAllByTestId('product-card')) as HTMLElement[];
    await userEvent.click(within(first as HTMLElement).getByTestId('favourite-button'));
    expect(await screen.findByText('Produto adicionado aos favoritos!')).toBeInTheDocument();
    await userEvent.click(within(second as HTMLElement).getByTestId('favourite-button'));
    expect(await screen.findByText('Produto removido dos favoritos!')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByTestId('favourite-button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(second as HTMLElement).getByTestId('favourite-button')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reverts a failed removal with its own message', async () => {
    catalogApi(undefined, { 'DELETE /api/products/p2/save': () => fail(503, 'Indisponível', 'HTTP_ERROR') });
    renderFeature(<ProductsTab />);
    const cards = (await screen.findAllByTestId('product-card')) as HTMLElement[];
    const heart = within(cards[1] as HTMLElement).getByTestId('favourite-button');
    await userEvent.click(heart);
    expect(await screen.findByText('Erro ao remover dos favoritos. Tente novamente.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the spec's message when the list fails, and retries", async () => {
    let calls = 0;
    catalogApi(() => {
      calls += 1;
      return calls === 1 ? fail(500, 'boom', 'INTERNAL') : ok(page([cleanser]));
    });
    renderFeature(<ProductsTab />);
    expect(await screen.findByTestId('products-error')).toHaveTextContent(
      'Erro no servidor. Tente novamente em alguns instantes.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Gel de Limpeza Suave')).toBeInTheDocument();
  });

  it('shows the newest real reviews of the products on screen', async () => {
    const reviewed = testProduct({ id: 'p3', name: 'Hidratante Leve', numReviews: 2 });
    const review = (id: string, title: string, createdAt: string) => ({
      _id: id,
      id,
      productId: 'p3',
      user: { name: 'Ana' },
      rating: 5,
      title,
      content: 'Gostei muito.',
      timeUsed: '1-3 meses',
      images: [],
      verified: false,
      approved: true,
      createdAt,
      updatedAt: createdAt,
    });
    catalogApi(() => ok(page([cleanser, reviewed])), {
      'GET /api/reviews/product/p3': () =>
        ok({
          data: [
            review('r2', 'Mais nova', '2025-03-02T00:00:00Z'),
            review('r1', 'Mais antiga', '2025-03-01T00:00:00Z'),
          ],
          average: 5,
          count: 2,
          nextCursor: null,
          userReviewId: null,
        }),
    });
    renderFeature(<ProductsTab />);
    const section = await screen.findByTestId('recent-reviews');
    const titles = within(section)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Mais nova', 'Mais antiga']);
    expect(section).toHaveTextContent('Hidratante Leve');
  });

  it('says so when no product on screen has a review', async () => {
    catalogApi();
    renderFeature(<ProductsTab />);
    expect(await screen.findByTestId('recent-reviews-empty')).toBeInTheDocument();
  });

  it("puts the product in the server cart on 'Adicionar', one more than it holds", async () => {
    const emptyCart = { items: [], itemCount: 0, total: 0 };
    const api = catalogApi(undefined, {
      'GET /api/cart': () => ok(emptyCart),
      'PUT /api/cart/items/p1': () => ok(emptyCart),
    });
    renderFeature(<ProductsTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Adicionar Gel de Limpeza Suave ao carrinho' }),
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent('Produto adicionado ao carrinho!');
    const put = api.calls().find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/cart/items/p1');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ quantity: 1 });
  });
});
