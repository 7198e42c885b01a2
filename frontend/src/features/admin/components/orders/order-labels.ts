import { ORDER_STATUS_LABELS, type OrderStatus } from '@pele/shared/schemas/orders';

/** Staff see every step with the names the customer and the server's messages use. */
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
