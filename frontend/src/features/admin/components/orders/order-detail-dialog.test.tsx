import type { AdminOrder } from '@pele/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../../testing/fixtures';
import { renderFeature, stubApi } from '../../../../testing/render-feature';
import { OrderDetailDialog } from './order-detail-dialog';

const order = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id: '01JD0000000000000000ABCDEF',
  number: 'PA-7K3Q9',
  status: 'paid',
  items: [{ productId: 'p1', name: 'Sérum Lumina', image: '', price: 89.9, quantity: 2, subtotal: 179.8 }],
  subtotal: 179.8,
  shipping: 0,
  total: 179.8,
  createdAt: '2026-11-20T12:00:00.000Z',
  date: '2026-11-20T12:00:00.000Z',
  paidAt: '2026-11-20T12:05:00.000Z',
  updatedAt: '2026-11-20T12:05:00.000Z',
  cancelReason: null,
  refunds: [],
  deliveryAddress: null,
  customer: { id: 'u1', name: 'Maria Souza', email: 'maria@example.com' },
  nextStatuses: ['processing', 'cancelled'],
  ...overrides,
});

// The dialog reads its id from the route; the catch-all route of renderFeature has none, so mock the params.
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useParams: () => ({ orderId: '01JD0000000000000000ABCDEF' }),
}));

afterEach(() => vi.unstubAllGlobals());

describe('admin order detail', () => {
  it('shows the customer, the items and the totals, with a button for each allowed move', async () => {
    stubApi({ 'GET /api/admin/orders/01JD0000000000000000ABCDEF': () => ok(order()) });
    renderFeature(<OrderDetailDialog />, { path: '/admin/orders/01JD0000000000000000ABCDEF' });
    const dialog = await screen.findByRole('dialog', { name: 'Pedido PA-7K3Q9' });
    // The same words as the customer's: the status name and the units counted.
    expect(within(dialog).getByText('2 itens · R$ 179,80')).toBeInTheDocument();
    expect(within(dialog).getByText('Pago')).toBeInTheDocument();
    expect(await within(dialog).findByText('Maria Souza (maria@example.com)')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Itens do pedido' })).toHaveTextContent(
      '2× Sérum Lumina (R$ 89,90 cada)R$ 179,80',
    );
    expect(within(dialog).getByText('Grátis')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Marcar como Em processamento' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar pedido' })).toBeEnabled();
  });

  it('asks before cancelling, saying the stock returns and the paid amount is refunded', async () => {
    const { calls } = stubApi({
      'GET /api/admin/orders/01JD0000000000000000ABCDEF': () => ok(order()),
      'PUT /api/admin/orders/01JD0000000000000000ABCDEF/status': () =>
        ok(order({ status: 'cancelled', nextStatuses: [] })),
    });
    renderFeature(<OrderDetailDialog />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancelar pedido' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancelar pedido' });
    expect(confirm).toHaveTextContent('Os produtos voltam ao estoque e o valor pago é estornado ao cliente.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() =>
      expect(calls().find((call) => call.method === 'PUT')?.init?.body).toBe('{"status":"cancelled"}'),
    );
  });

  it("shows a refused move in the server's words inside the dialog", async () => {
    stubApi({
      'GET /api/admin/orders/01JD0000000000000000ABCDEF': () => ok(order()),
      'PUT /api/admin/orders/01JD0000000000000000ABCDEF/status': () =>
        fail(409, 'Não é possível mudar o pedido de "Pago" para "Em processamento".', 'CONFLICT'),
    });
    renderFeature(<OrderDetailDialog />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Marcar como Em processamento' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erro ao atualizar o status do pedido: Não é possível mudar o pedido de "Pago" para "Em processamento".',
    );
  });
});
