/**
 * An order as the table holds it (its money in centavos, its admin index entries) and the transaction items that
 * move it: its status, and its stock back on the shelf.
 */
import { toCents } from '@pele/shared/plan-labels';
import type { OrderStatus } from '@pele/shared/schemas/orders';
import { config } from '../../config';
import type { OrderLine } from '../../domain/orders/order-pricing';
import type { OrderRecord } from '../../domain/orders/order-record';
import { withoutKeys } from './items';
import { keys } from './keys';
import { fromCentsOf, inCents } from './money-attributes';
import type { LabelledItem } from './transact';

/** An order's money and each line's are stored in centavos (money-attributes.ts). */
const ORDER_MONEY = ['subtotal', 'shipping', 'total'] as const;
const LINE_MONEY = ['price', 'subtotal'] as const;

/** An order as the table holds it: the record, its key and its admin index entries (patterns 26, 31, 32). */
export const orderItem = ({ openCheckouts, ...order }: OrderRecord) => ({
  ...keys.order(order.userId, order.id),
  ...keys.ordersIndex(order.id),
  ...keys.orderStatusIndex(order.status, order.id),
  type: 'ORDER',
  ...inCents(order, ORDER_MONEY),
  totalCents: order.totalCents,
  items: order.items.map((line) => inCents(line, LINE_MONEY)),
  // Sets, which DynamoDB cannot hold empty: written only when they have members.
  ...(openCheckouts?.length ? { openCheckouts: new Set(openCheckouts) } : {}),
  ...(order.refunds?.length
    ? { refundedPayments: new Set(order.refunds.map((refund) => refund.paymentIntentId)) }
    : {}),
});

export const toRecord = (item: Record<string, unknown>): OrderRecord => {
  const { refundedPayments: _refunded, openCheckouts, ...rest } = withoutKeys<Record<string, unknown>>(item);
  const inBrl = fromCentsOf<OrderRecord>(rest, ORDER_MONEY);
  // String sets come back as Sets; the record carries plain arrays.
  return {
    ...inBrl,
    totalCents: toCents(inBrl.total),
    items: (rest.items as Array<Record<string, unknown>>).map((line) =>
      fromCentsOf<OrderLine>(line, LINE_MONEY),
    ),
    openCheckouts: [...((openCheckouts as Set<string> | undefined) ?? [])],
  };
};

/** The status change of one order as a transaction item, refused unless the order is still in `from`. */
export const statusUpdate = (
  order: OrderRecord,
  from: OrderStatus,
  to: OrderStatus,
  at: string,
  extra: Record<string, unknown> = {},
): LabelledItem => {
  const sets = { status: to, updatedAt: at, ...extra, ...keys.orderStatusIndex(to, order.id) };
  const names = Object.keys(sets);
  return {
    label: 'order',
    Update: {
      TableName: config.tableName,
      Key: keys.order(order.userId, order.id),
      UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
      ConditionExpression: '#k0 = :from',
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#k${i}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, i) => [`:v${i}`, sets[name as keyof typeof sets]])),
        ':from': from,
      },
    },
  };
};

export const moved = (from: OrderStatus, to: OrderStatus) => ({
  [`orders:${from}`]: -1,
  [`orders:${to}`]: 1,
});

/** The units of each line back on the shelf (a paid order cancelled before shipping). */
export const stockBack = (order: OrderRecord): LabelledItem[] =>
  order.items.map((line) => ({
    label: `stock:${line.productId}`,
    Update: {
      TableName: config.tableName,
      Key: keys.product(line.productId),
      UpdateExpression: 'ADD countInStock :qty',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':qty': line.quantity },
    },
  }));
