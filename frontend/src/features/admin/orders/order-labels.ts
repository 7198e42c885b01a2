import type { OrderStatus } from '@pele/shared/schemas/orders';

/** Staff see every step apart (the consumer screen groups paid and processing as 'Em Processamento'). */
export const STAFF_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Aguardando pagamento',
  paid: 'Pago',
  processing: 'Em processamento',
  shipped: 'Enviado',
  delivered: 'Entregue',
  cancelled: 'Cancelado',
};

/** The button that moves an order to a status. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Aguardando pagamento',
  paid: 'Marcar como pago',
  processing: 'Marcar como Em processamento',
  shipped: 'Marcar como Enviado',
  delivered: 'Marcar como Entregue',
  cancelled: 'Cancelar pedido',
};

/** Order ids are long; staff tell them apart by the end, as the consumer's order card does. */
export const shortOrderId = (id: string) => id.slice(-8).toUpperCase();
