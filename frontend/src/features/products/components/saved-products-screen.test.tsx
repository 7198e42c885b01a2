import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { testProduct } from '../product-test-fixtures';
import { SavedProductsScreen } from './saved-products-screen';

const saved = [
  testProduct({ id: 'p1', name: 'Gel de Limpeza Suave', category: 'cleansers', isSaved: true }),
  testProduct({ id: 'p2', name: 'Sérum Vitamina C', category: 'serums', isSaved: true }),
  testProduct({ id: 'p3', name: 'Protetor Solar FPS 50', category: 'sunscreens', isSaved: true }),
];
const names = () =>
  screen.queryAllByTestId('saved-product').map((row) => within(row).getAllByText(/\w/)[0]?.textContent);

describe('saved products', () => {
  it('searches by name or category', async () => {
    stubApi({ 'GET /api/products/saved': () => ok(saved) });
    renderFeature(<SavedProductsScreen />);
    expect(await screen.findAllByTestId('saved-product')).toHaveLength(3);
    const search = screen.getByLabelText('Buscar produtos salvos');
    await userEvent.type(search, 'serum');
    expect(names()).toEqual(['Sérum Vitamina C']);
    await userEvent.clear(search);
    await userEvent.type(search, 'protetores');
    expect(names()).toEqual(['Protetor Solar FPS 50']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nada disso');
    expect(screen.getByText('Nenhum produto salvo encontrado.')).toBeInTheDocument();
  });

  it('removes a product once the call succeeds', async () => {
    let stored = saved;
    const api = stubApi({
      'GET /api/products/saved': () => ok(stored),
      'DELETE /api/products/p2/save': () => {
        stored = stored.filter((product) => product.id !== 'p2');
        return ok({ productId: 'p2', isSaved: false });
      },
    });
    renderFeature(<SavedProductsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Sérum Vitamina C dos salvos' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-product')).toHaveLength(2));
    expect(screen.queryByText('Sérum Vitamina C')).toBeNull();
    expect(
      api.calls().some((call) => call.method === 'DELETE' && call.path === '/api/products/p2/save'),
    ).toBe(true);
  });

  it('keeps the product and alerts when the removal fails', async () => {
    stubApi({
      'GET /api/products/saved': () => ok(saved),
      'DELETE /api/products/p2/save': () => fail(500, 'boom', 'INTERNAL'),
    });
    renderFeature(<SavedProductsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Sérum Vitamina C dos salvos' }));
    expect(
      await screen.findByText('Erro ao remover produto dos favoritos. Tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('saved-product')).toHaveLength(3);
  });

  it("says 'Erro ao carregar produtos salvos. Tente novamente.' and retries with 'Tentar Novamente'", async () => {
    let calls = 0;
    stubApi({
      'GET /api/products/saved': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'boom', 'INTERNAL') : ok(saved);
      },
    });
    renderFeature(<SavedProductsScreen />);
    expect(await screen.findByTestId('saved-error')).toHaveTextContent(
      'Erro ao carregar produtos salvos. Tente novamente.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findAllByTestId('saved-product')).toHaveLength(3);
  });
});
