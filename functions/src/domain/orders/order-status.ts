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

/** Where staff may move an order: anywhere the lifecycle allows except into paid, which only a payment does. */
export const staffMoves = (from: OrderStatus): OrderStatus[] =>
  ORDER_TRANSITIONS[from].filter((to) => to !== 'paid');

/** A paid order cancelled before it ships gives its units back (and its payment is refunded). */
export const returnsStock = (from: OrderStatus, to: OrderStatus) =>
  to === 'cancelled' && (from === 'paid' || from === 'processing');

/**
 * What erasing an account does to each of its orders: goods that left the shop stay on record as a sale,
 * without the person (a fiscal duty LGPD art. 16, I allows keeping); paid goods that will not ship now are
 * refunded and cancelled; everything else goes with the account.
 */
export const erasureOutcome = (status: OrderStatus): 'keep' | 'refund' | 'delete' =>
  status === 'shipped' || status === 'delivered'
    ? 'keep'
    : status === 'paid' || status === 'processing'
      ? 'refund'
      : 'delete';
