/** The orders screen shows static sample data (spec 2.11); real orders arrive with the payments issue. */
export type OrderStatus = 'processing' | 'delivered' | 'cancelled';

export interface OrderItem {
  name: string;
  price: number;
  quantity: number;
}

export interface SampleOrder {
  id: string;
  date: string;
  status: OrderStatus;
  items: OrderItem[];
  /** Sample orders ship for free ('Grátis', spec 9). */
  shipping: 'Grátis';
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  processing: 'Em Processamento',
  delivered: 'Entregue',
  cancelled: 'Cancelado',
};

export const orderTotal = (order: Pick<SampleOrder, 'items'>) =>
  Math.round(order.items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;

export const SAMPLE_ORDERS: readonly SampleOrder[] = [
  {
    id: 'PED-2031',
    date: '2025-05-18T14:20:00.000Z',
    status: 'processing',
    shipping: 'Grátis',
    items: [
      { name: 'Sérum Facial Vitamina C 30 ml', price: 89.9, quantity: 1 },
      { name: 'Hidratante Facial Oil-Free 50 g', price: 54.9, quantity: 1 },
    ],
  },
  {
    id: 'PED-1987',
    date: '2025-04-27T10:05:00.000Z',
    status: 'delivered',
    shipping: 'Grátis',
    items: [
      { name: 'Protetor Solar FPS 50 Toque Seco', price: 62.5, quantity: 2 },
      { name: 'Gel de Limpeza Facial Suave 150 ml', price: 39.9, quantity: 1 },
    ],
  },
  {
    id: 'PED-1842',
    date: '2025-03-09T18:40:00.000Z',
    status: 'cancelled',
    shipping: 'Grátis',
    items: [{ name: 'Máscara Facial de Argila 100 g', price: 45, quantity: 1 }],
  },
];
