/**
 * An order's payment: the hosted checkouts opened for it, the refunds written into it, and the stock and
 * counters it moves once paid.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config';
import { checkoutsOf, type OrderRecord, type OrderRefund } from '../../domain/orders/order-record';
import { catalogVersion } from './catalog-version';
import { documentClient } from './client';
import { counterItems } from './counters';
import { unlessConditionFails } from './items';
import { keys } from './keys';
import { moved, statusUpdate } from './order-items';
import { conditionFailed, type LabelledItem, transactWrite } from './transact';

/** What taking the stock for a paid order came to. */
export type PaidOutcome =
  | { kind: 'paid' }
  | { kind: 'not-pending' }
  | { kind: 'short'; productId: string }
  | { kind: 'busy' };

/** The checkouts, refunds and payment of an order (part of ordersRepository). */
export const orderPayments = {
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
};
