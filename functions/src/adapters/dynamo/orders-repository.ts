import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveryAddress } from '@pele/shared/schemas/address';
import type { AuditEntry } from '@pele/shared/schemas/admin';
import type { OrderStatus } from '@pele/shared/schemas/orders';
import { config } from '../../config';
import type { OrderRecord } from '../../domain/orders/order-record';
import { auditTrail } from './audit-trail';
import { catalogVersion } from './catalog-version';
import { documentClient } from './client';
import { counterItems } from './counters';
import { queryAll, sortKeyBeginsWith, staffListing, unlessConditionFails, withoutKeys } from './items';
import { keys } from './keys';

import { moved, orderItem, statusUpdate, stockBack, toRecord } from './order-items';
import { orderPayments } from './order-payments';
import { conditionFailed, type LabelledItem, transactWrite } from './transact';

export interface CartEntry {
  productId: string;
  quantity: number;
  addedAt: string;
}

/** The owner an order keeps once its account is erased: its own, naming nobody. */
export const erasedOwnerOf = (orderId: string) => `conta-excluida-${orderId}`;

const staffOrders = staffListing<OrderStatus, OrderRecord>(
  { all: keys.ordersIndexPartition, ofState: keys.orderStatusIndexPartition },
  toRecord,
);

/** The cart and the orders of a user (patterns 25, 26), and the stock an order takes when it is paid. */
export const ordersRepository = {
  ...orderPayments,

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
