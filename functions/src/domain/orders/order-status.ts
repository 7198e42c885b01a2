import type { OrderStatus } from '@pele/shared/schemas/orders';

/**
 * The order lifecycle. Only the payment moves an order out of pending_payment (the webhook or the return page,
 * through one fulfilment); staff move it further (admin area). Cancelling is possible before shipping.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);
