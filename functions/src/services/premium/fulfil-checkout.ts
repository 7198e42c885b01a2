import { orderMessages } from '@pele/shared/schemas/orders';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import type { OrderRecord } from '../../domain/orders/order-record';
import type { PaymentProvider } from '../../domain/payments/payment-provider';
import type { SubscriptionRecord } from '../../domain/plans/subscription-record';
import { logger } from '../../lib/logger';
import { syncSubscription } from './sync-subscription';

export type Fulfilment =
  | { kind: 'unknown' }
  | { kind: 'pending' }
  | { kind: 'subscription'; subscription: SubscriptionRecord | null }
  | { kind: 'order'; order: OrderRecord };

/**
 * Gives the user what a completed checkout paid for, called from the webhook and from the return page alike:
 * idempotent, so either order of arrival, and any number of deliveries, give one subscription or one paid
 * order. An order whose stock ran out between checkout and payment is cancelled and refunded, never oversold.
 */
export const fulfilCheckout = async (
  provider: PaymentProvider,
  checkoutId: string,
  now = new Date(),
): Promise<Fulfilment> => {
  const session = await provider.checkout(checkoutId);
  if (!session) return { kind: 'unknown' };
  if (!session.paid) return { kind: 'pending' };

  if (session.kind === 'subscription') {
    if (!session.subscriptionId) return { kind: 'pending' };
    return {
      kind: 'subscription',
      subscription: await syncSubscription(provider, session.subscriptionId, now),
    };
  }

  if (!session.userId || !session.orderId) return { kind: 'unknown' };
  const order = await ordersRepository.get(session.userId, session.orderId);
  if (!order) return { kind: 'unknown' };
  if (order.status === 'pending_payment') {
    const outcome = await ordersRepository.markPaid(order, session.paymentIntentId, now);
    if (outcome.kind === 'busy') throw new Error(`order ${order.id}: stock stayed contended`);
    if (outcome.kind === 'short') {
      const line = order.items.find((item) => item.productId === outcome.productId);
      const reason = `${orderMessages.outOfStock(line?.name ?? outcome.productId)} O pagamento foi estornado.`;
      if (session.paymentIntentId) await provider.refund(session.paymentIntentId);
      await ordersRepository.cancelUnpaid(order.userId, order.id, reason, session.paymentIntentId, now);
      logger.warn('paid order refunded: out of stock', { orderId: order.id, productId: outcome.productId });
    }
  }
  return { kind: 'order', order: (await ordersRepository.get(order.userId, order.id)) ?? order };
};
