import type { DeliveryAddress } from '@pele/shared/schemas/address';
import type { Order, OrderStatus } from '@pele/shared/schemas/orders';
import { legacyOrderNumber } from './order-number';
import type { OrderLine, PricedOrder } from './order-pricing';

/** A payment given back in full: what the customer reads in the order, and the payment it returned. */
export interface OrderRefund {
  paymentIntentId: string;
  amountCents: number;
  /** pt-BR, shown to the customer. */
  reason: string;
  refundedAt: string;
}

/** An order as the table keeps it; money in BRL with centavo precision, the charge in centavos. */
export interface OrderRecord {
  id: string;
  /** What people read and say (`PA-7K3Q9`, unique); absent on orders placed before numbers existed. */
  number?: string;
  userId: string;
  status: OrderStatus;
  items: OrderLine[];
  subtotal: number;
  shipping: number;
  total: number;
  totalCents: number;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  /** The hosted checkout of its latest payment attempt. */
  checkoutId: string | null;
  /** Checkouts opened for it and not yet closed: paying, cancelling or a newer checkout expires them. */
  openCheckouts?: string[];
  paymentIntentId: string | null;
  cancelReason: string | null;
  /** Payments given back (absent on orders that never had one). */
  refunds?: OrderRefund[];
  /** Where it goes: the profile's address when the order was placed, and again when a payment opens. */
  deliveryAddress?: DeliveryAddress;
}

/** Every checkout of the order that may still be open, the latest included. */
export const checkoutsOf = (order: Pick<OrderRecord, 'checkoutId' | 'openCheckouts'>): string[] => [
  ...new Set([...(order.openCheckouts ?? []), ...(order.checkoutId ? [order.checkoutId] : [])]),
];

export const newOrderRecord = (
  input: {
    id: string;
    number: string;
    userId: string;
    priced: PricedOrder;
    deliveryAddress?: DeliveryAddress;
  },
  now: Date,
): OrderRecord => ({
  id: input.id,
  number: input.number,
  ...(input.deliveryAddress ? { deliveryAddress: input.deliveryAddress } : {}),
  userId: input.userId,
  status: 'pending_payment',
  items: input.priced.lines,
  subtotal: input.priced.subtotal,
  shipping: input.priced.shipping,
  total: input.priced.total,
  totalCents: input.priced.totalCents,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
  paidAt: null,
  checkoutId: null,
  paymentIntentId: null,
  cancelReason: null,
});

/** The order's number, or the derived one of an order placed before numbers existed. */
export const orderNumberOf = (record: Pick<OrderRecord, 'id' | 'number'>) =>
  record.number ?? legacyOrderNumber(record.id);

export const toOrderView = (record: OrderRecord): Order => ({
  id: record.id,
  number: orderNumberOf(record),
  status: record.status,
  items: record.items,
  subtotal: record.subtotal,
  shipping: record.shipping,
  total: record.total,
  createdAt: record.createdAt,
  date: record.createdAt,
  paidAt: record.paidAt,
  updatedAt: record.updatedAt,
  cancelReason: record.cancelReason,
  deliveryAddress: record.deliveryAddress ?? null,
  refunds: (record.refunds ?? []).map((refund) => ({
    amount: refund.amountCents / 100,
    reason: refund.reason,
    refundedAt: refund.refundedAt,
  })),
});
