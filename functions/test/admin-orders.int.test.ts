import type { AdminOrder } from '@pele/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { admin, adminOrder, buy, createProduct, moveOrder, stockOf, useAdmin } from './admin-actions';
import { api, registerUser } from './http';
import { eventually } from './product-fixtures';

useAdmin();

describe('orders', () => {
  it('walks paid → processing → shipped → delivered and refuses any other move with a 409', async () => {
    const buyer = await registerUser('admin-order');
    const product = await createProduct({ countInStock: 5 });
    const order = await buy(buyer, product.id, 1);
    const paid = await eventually(
      () => adminOrder(order.id),
      (o) => o?.status === 'paid',
    );
    expect(paid.nextStatuses).toEqual(['processing', 'cancelled']);
    expect(paid.customer.email).toBe(buyer.email);
    const listed = await api<{ orders: AdminOrder[] }>('GET', '/api/admin/orders?status=paid&limit=100', {
      token: admin.token,
    });
    expect(listed.body.data?.orders.map((o) => o.id)).toContain(order.id);

    const skip = await moveOrder(order.id, 'delivered');
    expect(skip.status).toBe(409);
    expect(skip.body.error).toBe('Não é possível mudar o pedido de "Pago" para "Entregue".');
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await moveOrder(order.id, status);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data?.status).toBe(status);
    }
    expect((await moveOrder(order.id, 'cancelled')).status).toBe(409);
    const mine = await api<{ status: string }>('GET', `/api/orders/${order.id}`, { token: buyer.token });
    expect(mine.body.data?.status).toBe('delivered');
  });

  it('cancels a paid order before shipping: the units go back and the buyer sees why', async () => {
    const buyer = await registerUser('admin-cancel');
    const product = await createProduct({ countInStock: 5 });
    const order = await buy(buyer, product.id, 2);
    await eventually(
      () => adminOrder(order.id),
      (o) => o?.status === 'paid',
    );
    expect(await stockOf(product.name)).toBe(3);
    const cancelled = await moveOrder(order.id, 'cancelled');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(product.name)).toBe(5);
    const mine = await api<{ status: string; cancelReason: string }>('GET', `/api/orders/${order.id}`, {
      token: buyer.token,
    });
    expect(mine.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: expect.stringContaining('estornado'),
    });
  });
});

describe('admin lists and moves refuse unknown states in pt-BR', () => {
  it('names the allowed order statuses and moderation states', async () => {
    const orders = await api('GET', '/api/admin/orders?status=lost', { token: admin.token });
    expect(orders.status).toBe(400);
    expect(orders.body.fields?.status).toBe(
      'Status de pedido inválido. Use Aguardando pagamento (pending_payment), Pago (paid), Em processamento (processing), Enviado (shipped), Entregue (delivered) ou Cancelado (cancelled).',
    );
    const move = await api('PUT', '/api/admin/orders/x/status', {
      token: admin.token,
      body: { status: 'teleported' },
    });
    expect(move.status).toBe(400);
    expect(move.body.fields?.status).toBe(orders.body.fields?.status);
    const reviews = await api('GET', '/api/admin/reviews?status=maybe', { token: admin.token });
    expect(reviews.status).toBe(400);
    expect(reviews.body.fields?.status).toBe(
      'Estado de moderação inválido. Use Pendentes (pending), Aprovadas (approved) ou Rejeitadas (rejected).',
    );
  });
});
