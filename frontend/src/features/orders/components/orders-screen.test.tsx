import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrdersScreen } from './orders-screen';

describe('OrdersScreen', () => {
  it('filters by status chip and search text', async () => {
    render(<OrdersScreen onWriteReview={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Entregue' }));
    expect(screen.getByRole('button', { name: 'Entregue' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('order-PED-1987')).toBeInTheDocument();
    expect(screen.queryByTestId('order-PED-2031')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Todos os Pedidos' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar pedidos' }), 'argila');
    expect(screen.getByTestId('order-PED-1842')).toBeInTheDocument();
    expect(screen.queryByTestId('order-PED-1987')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar pedidos' }), 'xyz');
    expect(screen.getByText('Nenhum pedido encontrado.')).toBeInTheDocument();
  });

  it('expands a card with its items, support link and, when delivered, the review button', async () => {
    const onWriteReview = vi.fn();
    render(<OrdersScreen onWriteReview={onWriteReview} />);
    const card = screen.getByTestId('order-PED-1987');
    const toggle = within(card).getByRole('button', { name: /Pedido PED-1987/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const support = within(card).getByRole('link', { name: 'Falar com o suporte' });
    expect(decodeURIComponent(support.getAttribute('href') ?? '')).toContain('PED-1987');
    await userEvent.click(within(card).getByRole('button', { name: 'Escrever Avaliação' }));
    expect(onWriteReview).toHaveBeenCalledWith(expect.objectContaining({ id: 'PED-1987' }));

    const processing = screen.getByTestId('order-PED-2031');
    await userEvent.click(within(processing).getByRole('button', { name: /Pedido PED-2031/ }));
    expect(within(processing).queryByRole('button', { name: 'Escrever Avaliação' })).toBeNull();
  });
});
