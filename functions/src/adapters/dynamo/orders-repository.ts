import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import type { OrderRecord } from '../../domain/orders/order-record';
import { documentClient } from './client';
import { queryAll, sortKeyBeginsWith, unlessConditionFails, withoutKeys } from './items';
import { keys } from './keys';
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

const month = (iso: string) => iso.slice(0, 7);

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
   * Places the order and empties the cart lines it was made of, in one transaction: a retried request cannot
   * place it twice (the order id is new) nor leave the cart half-cleared.
   */
  async placeOrder(order: OrderRecord): Promise<void> {
    const items: LabelledItem[] = [
      {
        label: 'order',
        Put: {
          TableName: config.tableName,
          Item: { ...keys.order(order.userId, order.id), type: 'ORDER', ...order },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...order.items.map((line) => ({
        label: 'cart',
        Delete: { TableName: config.tableName, Key: keys.cartItem(order.userId, line.productId) },
      })),
    ];
    const outcome = await transactWrite(items);
    if (!outcome.ok) throw new Error('placing the order failed');
  },

  async get(userId: string, orderId: string): Promise<OrderRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: config.tableName, Key: keys.order(userId, orderId), ConsistentRead: true }),
    );
    return Item ? withoutKeys<OrderRecord>(Item) : undefined;
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
    return (Items ?? []).map((item) => withoutKeys<OrderRecord>(item));
  },

  async setCheckout(userId: string, orderId: string, checkoutId: string, now: Date): Promise<boolean> {
    const updated = await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.order(userId, orderId),
          UpdateExpression: 'SET checkoutId = :checkout, updatedAt = :now',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':checkout': checkoutId,
            ':now': now.toISOString(),
            ':pending': 'pending_payment',
          },
        }),
      ),
    );
    return updated !== undefined;
  },

  /**
   * The payment is confirmed: the order becomes paid and every product gives its units, in one transaction
   * whose conditions refuse a stock below zero and a second payment of the same order. Counters for the
   * dashboard move in the same transaction.
   */
  async markPaid(order: OrderRecord, paymentIntentId: string | null, now: Date): Promise<PaidOutcome> {
    const at = now.toISOString();
    const items: LabelledItem[] = [
      {
        label: 'order',
        Update: {
          TableName: config.tableName,
          Key: keys.order(order.userId, order.id),
          UpdateExpression: 'SET #status = :paid, paidAt = :now, updatedAt = :now, paymentIntentId = :pi',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':paid': 'paid',
            ':pending': 'pending_payment',
            ':now': at,
            ':pi': paymentIntentId,
          },
        },
      },
      ...order.items.map((line) => ({
        label: `stock:${line.productId}`,
        Update: {
          TableName: config.tableName,
          Key: keys.product(line.productId),
          UpdateExpression: 'SET countInStock = countInStock - :qty',
          ConditionExpression: 'attribute_exists(PK) AND countInStock >= :qty',
          ExpressionAttributeValues: { ':qty': line.quantity },
        },
      })),
      {
        label: 'counters',
        Update: {
          TableName: config.tableName,
          Key: keys.counters(),
          UpdateExpression: 'ADD totalOrders :one, totalRevenueCents :cents',
          ExpressionAttributeValues: { ':one': 1, ':cents': order.totalCents },
        },
      },
      {
        label: 'month',
        Update: {
          TableName: config.tableName,
          Key: { PK: keys.counters().PK, SK: `MONTH#${month(at)}` },
          UpdateExpression: 'ADD orders :one, revenueCents :cents',
          ExpressionAttributeValues: { ':one': 1, ':cents': order.totalCents },
        },
      },
    ];
    const outcome = await transactWrite(items);
    if (outcome.ok) return { kind: 'paid' };
    if ('busy' in outcome) return { kind: 'busy' };
    if (conditionFailed(outcome, 'order')) return { kind: 'not-pending' };
    const short = order.items.find((line) => conditionFailed(outcome, `stock:${line.productId}`));
    return short ? { kind: 'short', productId: short.productId } : { kind: 'busy' };
  },

  /** Cancels an order that was never paid (or whose payment was refunded for lack of stock). */
  async cancelUnpaid(
    userId: string,
    orderId: string,
    reason: string,
    paymentIntentId: string | null,
    now: Date,
  ): Promise<boolean> {
    const updated = await unlessConditionFails(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.order(userId, orderId),
          UpdateExpression:
            'SET #status = :cancelled, cancelReason = :reason, updatedAt = :now, paymentIntentId = :pi',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelled': 'cancelled',
            ':pending': 'pending_payment',
            ':reason': reason,
            ':now': now.toISOString(),
            ':pi': paymentIntentId,
          },
        }),
      ),
    );
    return updated !== undefined;
  },
};
