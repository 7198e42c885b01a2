import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../testing/render-feature';
import { TEST_ORDERS } from '../order-test-fixtures';
import { OrdersScreen } from './orders-screen';

afterEach(() => vi.unstubAllGlobals());

describe('OrdersScreen', () => {
  it('filters the real orders by status chip and search text', async () => {
    stubApi({ 'GET /api/orders/myorders': () => ok(TEST_ORDERS) });
    renderFeature(<OrdersScreen onWriteReview={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entregue' }));
    expect(screen.getByRole('button', { name: 'Entregue' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('order-01ORDERSUN')).toBeInTheDocument();
    expect(screen.queryByTestId('order-01ORDERSERUM')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Todos os Pedidos' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar pedidos' }), 'argila');
    expect(screen.getByTestId('order-01ORDERMASK')).toBeInTheDocument();
    expect(screen.queryByTestId('order-01ORDERSUN')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar pedidos' }), 'xyz');
    expect(screen.getByText('Nenhum pedido encontrado.')).toBeInTheDocument();
  });

  it('expands a card with its items, free shipping, support link and, when delivered, the review button', async () => {
    stubApi({
      'GET /api/orders/myorders': () => ok(TEST_ORDERS),
      'GET /api/settings/public': () =>
        ok({ supportPhone: '5511987654321', supportEmail: '', privacyEmail: '' }),
    });
    const onWriteReview = vi.fn();
    renderFeature(<OrdersScreen onWriteReview={onWriteReview} />);
    const card = await screen.findByTestId('order-01ORDERSUN');
    const toggle = within(card).getByRole('button', { name: /Pedido PA-ERSUN/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Grátis')).toBeInTheDocument();
    const support = await within(card).findByRole('link', { name: 'Falar com o suporte' });
    // The order's number, not its 26-character id, in the card and in the support message.
    expect(decodeURIComponent(support.getAttribute('href') ?? '')).toContain('pedido PA-ERSUN.');
    expect(card).toHaveTextContent('Pedido PA-ERSUN');
    expect(card).toHaveTextContent('2 itens');
    expect(card).not.toHaveTextContent('01ORDERSUN');
    expect(within(card).getByTestId('order-address')).toHaveTextContent('CEP 01310-100');
    // The product's picture, not its initial.
    expect(card.querySelector('img.order-items__thumb')).toHaveAttribute('src', '/media/catalog/x.svg');
    await userEvent.click(within(card).getByRole('button', { name: 'Escrever Avaliação' }));
    expect(onWriteReview).toHaveBeenCalledWith(expect.objectContaining({ id: '01ORDERSUN' }));

    const processing = screen.getByTestId('order-01ORDERSERUM');
    await userEvent.click(within(processing).getByRole('button', { name: /Pedido PA-SERUM/ }));
    expect(within(processing).queryByRole('button', { name: 'Escrever Avaliação' })).toBeNull();
  });

  it("offers no 'Falar com o suporte' while staff have set no support number", async () => {
    const { calls } = stubApi({
      'GET /api/orders/myorders': () => ok(TEST_ORDERS),
      'GET /api/settings/public': () => ok({ supportPhone: '', supportEmail: '', privacyEmail: '' }),
    });
    renderFeature(<OrdersScreen onWriteReview={() => {}} />);
    const card = await screen.findByTestId('order-01ORDERSUN');
    await userEvent.click(within(card).getByRole('button', { name: /Pedido PA-ERSUN/ }));
    await vi.waitFor(() => expect(calls().some((call) => call.path === '/api/settings/public')).toBe(true));
    expect(within(card).queryByRole('link', { name: 'Falar com o suporte' })).toBeNull();
  });

  it("offers 'Pagar agora' on an unpaid order", async () => {
    stubApi({ 'GET /api/orders/myorders': () => ok(TEST_ORDERS) });
    renderFeature(<OrdersScreen onWriteReview={() => {}} />);
    const card = await screen.findByTestId('order-01ORDERWAIT');
    expect(card).toHaveTextContent('Aguardando pagamento');
    await userEvent.click(within(card).getByRole('button', { name: /Pedido PA-RWAIT/ }));
    expect(within(card).getByRole('button', { name: 'Pagar agora' })).toBeInTheDocument();
  });

  it('offers a retry when the orders do not load', async () => {
    stubApi({ 'GET /api/orders/myorders': () => fail(500, 'Erro no servidor.') });
    renderFeature(<OrdersScreen onWriteReview={() => {}} />);
    expect(await screen.findByText('Erro ao carregar seus pedidos. Tente novamente.')).toBeInTheDocument();
  });
});
