import { orderMessages } from '@pele/shared/schemas/orders';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import type { OrderRecord } from '../../domain/orders/order-record';
import { refundReasons } from '../../domain/orders/refund-reasons';
import type { CheckoutState, PaymentProvider } from '../../domain/payments/payment-provider';
import type { SubscriptionRecord } from '../../domain/plans/subscription-record';
import { logger } from '../../lib/logger';
import { mailOrderMoment } from '../orders/order-mails';
import { closeAllCheckouts, refundOrderPayment, refundPayment } from './order-payments';
import { syncSubscription } from './sync-subscription';

export type Fulfilment =
  | { kind: 'unknown' }
  | { kind: 'pending' }
  | { kind: 'subscription'; subscription: SubscriptionRecord | null }
  | { kind: 'order'; order: OrderRecord };

/**
 * Gives the user what a completed checkout paid for, called from the webhook and from the return page alike:
 * idempotent, so either order of arrival, and any number of deliveries, give one subscription or one paid
 * order. A payment that reaches an order no longer awaiting one (paid through another checkout, cancelled,
 * erased with its account) is refunded in full, once, and the order says why.
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
  if (!order) {
    // The order went with its account: the money must not stay.
    if (session.paymentIntentId)
      await refundPayment(
        provider,
        {
          order: null,
          paymentIntentId: session.paymentIntentId,
          amountCents: session.amountCents,
          reason: 'requested_by_customer',
          message: refundReasons.cancelledOrder,
        },
        now,
      );
    return { kind: 'unknown' };
  }
  if (order.status === 'pending_payment') await takePayment(provider, order, session, now);
  const current = (await ordersRepository.get(order.userId, order.id)) ?? order;
  if (session.paymentIntentId && current.paymentIntentId !== session.paymentIntentId) {
    // Paid already through another checkout, or cancelled before this payment arrived: it is given back.
    const paidBefore = current.paidAt !== null && current.status !== 'cancelled';
    await refundPayment(
      provider,
      {
        order: current,
        paymentIntentId: session.paymentIntentId,
        amountCents: session.amountCents,
        reason: paidBefore ? 'duplicate' : 'requested_by_customer',
        message: paidBefore ? refundReasons.duplicatePayment : refundReasons.cancelledOrder,
      },
      now,
    );
  }
  return { kind: 'order', order: (await ordersRepository.get(order.userId, order.id)) ?? current };
};

/**
 * The order becomes paid with this payment and its other checkouts are closed; an order whose stock ran out
 * between checkout and payment is cancelled and the payment refunded, never oversold.
 */
const takePayment = async (
  provider: PaymentProvider,
  order: OrderRecord,
  session: CheckoutState,
  now: Date,
) => {
  const outcome = await ordersRepository.markPaid(order, session.paymentIntentId, now);
  if (outcome.kind === 'busy') throw new Error(`order ${order.id}: stock stayed contended`);
  if (outcome.kind === 'paid') {
    await closeAllCheckouts(provider, order, session.id);
    await mailOrderMoment('confirmed', order);
  }
  if (outcome.kind !== 'short') return;
  const line = order.items.find((item) => item.productId === outcome.productId);
  const reason = `${orderMessages.outOfStock(line?.name ?? outcome.productId)} O pagamento foi estornado.`;
  await ordersRepository.cancelUnpaid(order.userId, order.id, reason, session.paymentIntentId, now);
  await closeAllCheckouts(provider, order, session.id);
  await refundOrderPayment(
    provider,
    { ...order, paymentIntentId: session.paymentIntentId, totalCents: session.amountCents },
    refundReasons.outOfStock(line?.name ?? outcome.productId),
    now,
  );
  logger.warn('paid order refunded: out of stock', { orderId: order.id, productId: outcome.productId });
};
