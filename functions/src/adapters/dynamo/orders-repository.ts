import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { toCents } from '@pele/shared/plan-labels';
import type { DeliveryAddress } from '@pele/shared/schemas/address';
import type { AuditEntry } from '@pele/shared/schemas/admin';
import type { OrderStatus } from '@pele/shared/schemas/orders';
import { config } from '../../config';
import type { OrderLine } from '../../domain/orders/order-pricing';
import { checkoutsOf, type OrderRecord, type OrderRefund } from '../../domain/orders/order-record';
import { auditTrail } from './audit-trail';
import { catalogVersion } from './catalog-version';
import { documentClient } from './client';
import { counterItems } from './counters';
import { queryAll, sortKeyBeginsWith, staffListing, unlessConditionFails, withoutKeys } from './items';
import { keys } from './keys';
import { fromCentsOf, inCents } from './money-attributes';
import { conditionFailed, type LabelledItem, transactWrite } from './transact';

export interface CartEntry {
  productId: string;
  quantity: number;
  addedAt: string;
}

/** What taking the stock for a paid order came to. */
export type PaidOutcome =
  | { kind: 'paid' }
  | { kind: 'not-pending' }
  | { kind: 'short'; productId: string }
  | { kind: 'busy' };

/** An order's money and each line's are stored in centavos (money-attributes.ts). */
const ORDER_MONEY = ['subtotal', 'shipping', 'total'] as const;
const LINE_MONEY = ['price', 'subtotal'] as const;

/** An order as the table holds it: the record, its key and its admin index entries (patterns 26, 31, 32). */
const orderItem = ({ openCheckouts, ...order }: OrderRecord) => ({
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

/** The owner an order keeps once its account is erased: its own, naming nobody. */
export const erasedOwnerOf = (orderId: string) => `conta-excluida-${orderId}`;

const toRecord = (item: Record<string, unknown>): OrderRecord => {
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
const statusUpdate = (
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

const staffOrders = staffListing<OrderStatus, OrderRecord>(
  { all: keys.ordersIndexPartition, ofState: keys.orderStatusIndexPartition },
  toRecord,
);

const moved = (from: OrderStatus, to: OrderStatus) => ({ [`orders:${from}`]: -1, [`orders:${to}`]: 1 });

/** The units of each line back on the shelf (a paid order cancelled before shipping). */
const stockBack = (order: OrderRecord): LabelledItem[] =>
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

/** The cart and the orders of a user (patterns 25, 26), and the stock an order takes when it is paid. */
export const ordersRepository = {
  async cart(userId: string): Promise<CartEntry[]> {
    const items = await queryAll(sortKeyBeginsWith(keys.user(userId).PK, keys.cartPrefix));
    return items.map((item) => withoutKeys<CartEntry>(item));
  },

  async setCartQuantity(userId: string, productId: string, quantity: number, now: Date): Promise<void> {
    if (quantity <= 0) {
      await documentClient.send(
        new DeleteCommand({ TableName: config.tableName, Key: keys.cartItem(userId, productId) }),
      );
      return;
    }
    await documentClient.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.cartItem(userId, productId),
        UpdateExpression:
          'SET #type = :type, productId = :productId, quantity = :quantity, addedAt = if_not_exists(addedAt, :now)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'CART_ITEM',
          ':productId': productId,
          ':quantity': quantity,
          ':now': now.toISOString(),
        },
      }),
    );
  },

  /**
   * Places the order with its own lines (names, prices, quantities as priced now), its number's marker and
   * its counter. The cart stays as it is until the payment succeeds (`markPaid`), so leaving the payment page
   * leaves the cart full. False when the order's number is taken already: draw another and place it again.
   */
  async placeOrder(order: OrderRecord): Promise<boolean> {
    const items: LabelledItem[] = [
      {
        label: 'order',
        Put: {
          TableName: config.tableName,
          Item: orderItem(order),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        label: 'number',
        Put: {
          TableName: config.tableName,
          // The order's id only: the marker names nobody, and stays when an erased account's orders go.
          Item: { ...keys.orderNumber(order.number as string), type: 'ORDER_NUMBER', orderId: order.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...counterItems({ totals: { [`orders:${order.status}`]: 1 } }, new Date(order.createdAt)),
    ];
    const outcome = await transactWrite(items);
    if (outcome.ok) return true;
    if (conditionFailed(outcome, 'number')) return false;
    throw new Error('placing the order failed');
  },

  /** Writes where an unpaid order goes; false when it is no longer awaiting its payment. */
  async setDeliveryAddress(order: OrderRecord, deliveryAddress: DeliveryAddress): Promise<boolean> {
    const written = await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.order(order.userId, order.id),
          UpdateExpression: 'SET deliveryAddress = :address',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':address': deliveryAddress, ':pending': 'pending_payment' },
        }),
      ),
    );
    return written !== undefined;
  },

  async get(userId: string, orderId: string): Promise<OrderRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.order(userId, orderId), ConsistentRead: true }),
    );
    return Item ? toRecord(Item) : undefined;
  },

  /** Pattern 31: any order by its id (staff). */
  getById: staffOrders.byId,

  /** Patterns 31–32: one page of every order, or of one status, newest first. */
  adminPage: staffOrders.page,

  /**
   * Staff move an order along (the domain decides which moves exist). Cancelling a paid order puts its units
   * back and takes its revenue off the counters of the day it was paid; the audit entry (staff moves) commits
   * with it.
   * Returns false when the order is no longer in `from` (moved meanwhile).
   */
  async moveStatus(
    order: OrderRecord,
    to: OrderStatus,
    audit: AuditEntry | null,
    now: Date,
    options: { returnStock: boolean; cancelReason?: string },
  ): Promise<boolean> {
    const refund = options.returnStock && order.paidAt !== null;
    const refundLines = order.items.map((line) => ({
      productId: line.productId,
      name: line.name,
      units: -line.quantity,
      revenueCents: -Math.round(line.subtotal * 100),
    }));
    const items: LabelledItem[] = [
      statusUpdate(
        order,
        order.status,
        to,
        now.toISOString(),
        options.cancelReason ? { cancelReason: options.cancelReason } : {},
      ),
      ...(options.returnStock ? stockBack(order) : []),
      ...counterItems(
        {
          totals: {
            ...moved(order.status, to),
            ...(refund ? { totalOrders: -1, totalRevenueCents: -order.totalCents } : {}),
          },
        },
        now,
      ),
      // The sale leaves the day it was counted on, so the charts show what was kept.
      ...(refund
        ? counterItems(
            { daily: { orders: -1, revenueCents: -order.totalCents }, products: refundLines },
            new Date(order.paidAt as string),
          )
        : []),
      ...(audit ? [auditTrail.item(audit)] : []),
    ];
    const outcome = await transactWrite(items);
    if (outcome.ok) {
      if (options.returnStock) await catalogVersion.bump();
      return true;
    }
    if (!('busy' in outcome) && conditionFailed(outcome, 'order')) return false;
    throw new Error('moving the order stayed contended');
  },

  /** Newest first (order ids are ULIDs). */
  async list(userId: string, limit = 100): Promise<OrderRecord[]> {
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: config.tableName,
        ...sortKeyBeginsWith(keys.user(userId).PK, keys.orderPrefix),
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []).map(toRecord);
  },

  /**
   * Records a new hosted checkout of an unpaid order and answers the checkouts opened before it (the caller
   * expires them), or null when the order is no longer awaiting payment. Two racing calls each see the other's
   * write or are seen by it, so every checkout but the last written is handed to someone to expire.
   */
  async openCheckout(
    order: Pick<OrderRecord, 'userId' | 'id'>,
    checkoutId: string,
    now: Date,
  ): Promise<string[] | null> {
    const updated = await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.order(order.userId, order.id),
          UpdateExpression: 'SET checkoutId = :checkout, updatedAt = :now ADD openCheckouts :opened',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':checkout': checkoutId,
            ':opened': new Set([checkoutId]),
            ':now': now.toISOString(),
            ':pending': 'pending_payment',
          },
          ReturnValues: 'UPDATED_OLD',
        }),
      ),
    );
    if (!updated) return null;
    const before = updated.Attributes ?? {};
    return checkoutsOf({
      checkoutId: (before.checkoutId as string | undefined) ?? null,
      openCheckouts: [...((before.openCheckouts as Set<string> | undefined) ?? [])],
    }).filter((id) => id !== checkoutId);
  },

  /** Forgets checkouts that were expired or paid, so the order's list holds only the ones still open. */
  async forgetCheckouts(order: Pick<OrderRecord, 'userId' | 'id'>, checkoutIds: string[]): Promise<void> {
    if (checkoutIds.length === 0) return;
    await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.order(order.userId, order.id),
          UpdateExpression: 'DELETE openCheckouts :closed',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':closed': new Set(checkoutIds) },
        }),
      ),
    );
  },

  /**
   * Writes a refund into the order once per payment: a retried fulfilment that refunded the same payment
   * again (the provider gives it back once) records nothing more. False when it was already recorded.
   */
  async recordRefund(order: Pick<OrderRecord, 'userId' | 'id'>, refund: OrderRefund): Promise<boolean> {
    const written = await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.order(order.userId, order.id),
          UpdateExpression:
            'SET refunds = list_append(if_not_exists(refunds, :none), :refund), updatedAt = :now ADD refundedPayments :payment',
          ConditionExpression: 'attribute_exists(PK) AND NOT contains(refundedPayments, :paymentId)',
          ExpressionAttributeValues: {
            ':none': [],
            ':refund': [refund],
            ':now': refund.refundedAt,
            ':payment': new Set([refund.paymentIntentId]),
            ':paymentId': refund.paymentIntentId,
          },
        }),
      ),
    );
    return written !== undefined;
  },

  /**
   * The payment is confirmed: the order becomes paid, every product gives its units and leaves the buyer's
   * cart, in one transaction whose conditions refuse a stock below zero and a second payment of the same
   * order. Counters for the dashboard move in the same transaction.
   */
  async markPaid(order: OrderRecord, paymentIntentId: string | null, now: Date): Promise<PaidOutcome> {
    const at = now.toISOString();
    const items: LabelledItem[] = [
      statusUpdate(order, 'pending_payment', 'paid', at, { paidAt: at, paymentIntentId }),
      ...order.items.map((line) => ({
        label: `stock:${line.productId}`,
        Update: {
          TableName: config.tableName,
          Key: keys.product(line.productId),
          UpdateExpression: 'SET countInStock = countInStock - :qty',
          // A product staff deleted meanwhile is not sold: the payment is refunded like a short stock.
          ConditionExpression:
            'attribute_exists(PK) AND attribute_not_exists(deletedAt) AND countInStock >= :qty',
          ExpressionAttributeValues: { ':qty': line.quantity },
        },
      })),
      ...order.items.map((line) => ({
        label: 'cart',
        Delete: { TableName: config.tableName, Key: keys.cartItem(order.userId, line.productId) },
      })),
      ...counterItems(
        {
          totals: {
            ...moved('pending_payment', 'paid'),
            totalOrders: 1,
            totalRevenueCents: order.totalCents,
          },
          daily: { orders: 1, revenueCents: order.totalCents },
          products: order.items.map((line) => ({
            productId: line.productId,
            name: line.name,
            units: line.quantity,
            revenueCents: Math.round(line.subtotal * 100),
          })),
        },
        now,
      ),
    ];
    const outcome = await transactWrite(items);
    if (outcome.ok) {
      // The stock moved: lists (served from each container's index) reload, so 'Esgotado' shows at once.
      await catalogVersion.bump();
      return { kind: 'paid' };
    }
    if ('busy' in outcome) return { kind: 'busy' };
    if (conditionFailed(outcome, 'order')) return { kind: 'not-pending' };
    const short = order.items.find((line) => conditionFailed(outcome, `stock:${line.productId}`));
    return short ? { kind: 'short', productId: short.productId } : { kind: 'busy' };
  },

  /**
   * Keeps a sale of an erased account as a record that names nobody: the order moves to an owner of its own
   * (staff still find it by id and status, and can still mark it delivered), in one transaction with the
   * removal of the account's copy. False when the order changed meanwhile.
   */
  async anonymise(order: OrderRecord, now: Date): Promise<boolean> {
    // The record of the sale names nobody: no owner and no delivery address.
    const { deliveryAddress: _address, ...sale } = order;
    const kept: OrderRecord = { ...sale, userId: erasedOwnerOf(order.id), updatedAt: now.toISOString() };
    const outcome = await transactWrite([
      {
        label: 'order',
        Delete: {
          TableName: config.tableName,
          Key: keys.order(order.userId, order.id),
          ConditionExpression: '#status = :seen',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':seen': order.status },
        },
      },
      {
        label: 'kept',
        Put: {
          TableName: config.tableName,
          Item: orderItem(kept),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
    if (outcome.ok) return true;
    if (!('busy' in outcome) && conditionFailed(outcome, 'order')) return false;
    throw new Error('keeping the order stayed contended');
  },

  /** Cancels an order that was never paid (or whose payment was refunded for lack of stock). */
  async cancelUnpaid(
    userId: string,
    orderId: string,
    reason: string,
    paymentIntentId: string | null,
    now: Date,
  ): Promise<boolean> {
    const order = { id: orderId, userId } as OrderRecord;
    const outcome = await transactWrite([
      statusUpdate(order, 'pending_payment', 'cancelled', now.toISOString(), {
        cancelReason: reason,
        paymentIntentId,
      }),
      ...counterItems({ totals: moved('pending_payment', 'cancelled') }, now),
    ]);
    if (outcome.ok) return true;
    if (!('busy' in outcome) && conditionFailed(outcome, 'order')) return false;
    throw new Error('cancelling the order stayed contended');
  },
};
