import { ORDER_STATUS_LABELS } from '@pele/shared/schemas/admin';
import type { OrderStatus } from '@pele/shared/schemas/orders';

/** Staff see every step apart, with the names the server's messages use. */
export const STAFF_STATUS_LABELS = ORDER_STATUS_LABELS;

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
