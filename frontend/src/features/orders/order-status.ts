import type { OrderStatus } from '@pele/shared/schemas/orders';

/** The chips of the orders screen (spec 2.11). */
export type OrderFilter = 'all' | 'processing' | 'delivered' | 'cancelled';

/** Paid orders on their way are 'Em Processamento' until delivered; an unpaid one shows under 'Todos' only. */
export const FILTER_OF_STATUS: Record<OrderStatus, OrderFilter | null> = {
  pending_payment: null,
  paid: 'processing',
  processing: 'processing',
  shipped: 'processing',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** The status names are one mapping for customers and staff (shared). */
export { ORDER_STATUS_LABELS } from '@pele/shared/schemas/order-words';
