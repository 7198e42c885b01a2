import type { Order, OrderStatus } from '@pele/shared/schemas/orders';
import type { OrderLine, PricedOrder } from './order-pricing';

/** An order as the table keeps it; money in BRL with centavo precision, the charge in centavos. */
export interface OrderRecord {
  id: string;
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
  paymentIntentId: string | null;
  cancelReason: string | null;
}

export const newOrderRecord = (
  input: { id: string; userId: string; priced: PricedOrder },
  now: Date,
): OrderRecord => ({
  id: input.id,
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

export const toOrderView = (record: OrderRecord): Order => ({
  id: record.id,
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
});
