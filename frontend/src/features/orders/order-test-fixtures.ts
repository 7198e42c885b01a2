import type { Order, OrderStatus } from '@pele/shared/schemas/orders';

const item = (name: string, price: number, quantity = 1) => ({
  productId: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  image: '/media/catalog/x.svg',
  price,
  quantity,
  subtotal: Math.round(price * quantity * 100) / 100,
});

export const TEST_ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP' as const,
};

export const testOrder = (
  id: string,
  status: OrderStatus,
  items = [item('Sérum Facial Vitamina C', 89.9)],
): Order => {
  const total = items.reduce((sum, line) => sum + line.subtotal, 0);
  return {
    id,
    number: `PA-${id.slice(-5).toUpperCase()}`,
    status,
    items,
    subtotal: total,
    shipping: 0,
    total,
    createdAt: '2026-11-20T14:20:00.000Z',
    date: '2026-11-20T14:20:00.000Z',
    paidAt: status === 'pending_payment' ? null : '2026-11-20T14:25:00.000Z',
    updatedAt: '2026-11-20T14:25:00.000Z',
    cancelReason: status === 'cancelled' ? 'Cancelado a pedido.' : null,
    refunds: [],
    deliveryAddress: TEST_ADDRESS,
  };
};

export const TEST_ORDERS: readonly Order[] = [
  testOrder('01ORDERSERUM', 'paid', [
    item('Sérum Facial Vitamina C', 89.9),
    item('Hidratante Oil-Free', 54.9),
  ]),
  testOrder('01ORDERSUN', 'delivered', [item('Protetor Solar FPS 50', 62.5, 2)]),
  testOrder('01ORDERMASK', 'cancelled', [item('Máscara de Argila', 45)]),
  testOrder('01ORDERWAIT', 'pending_payment', [item('Tônico Calmante', 39.9)]),
];
