import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { paymentProvider } from '../../adapters/payments/stripe-provider';
import { erasureOutcome } from '../../domain/orders/order-status';
import { refundReasons } from '../../domain/orders/refund-reasons';
import type { PaymentProvider } from '../../domain/payments/payment-provider';
import { givesAccess } from '../../domain/plans/subscription-access';
import { closeAllCheckouts, refundOrderPayment } from './order-payments';
import { syncSubscription } from './sync-subscription';

const ERASURE_CANCEL_REASON = 'Cancelado porque a conta foi excluída antes do envio.';

export interface Settled {
  subscriptionsEnded: number;
  ordersRefunded: number;
  ordersKept: number;
}

/**
 * Account erasure, the money side, before any data goes: nothing may be charged after the account is gone, no
 * payment may be kept for goods that will not ship, and the provider forgets the customer.
 * - Running subscriptions end now (no refund: the period was used) and open checkouts expire.
 * - Paid orders not yet shipped are refunded in full, their units go back on the shelf, and they are cancelled.
 * - Shipped and delivered orders stay as the fiscal record of a sale (LGPD art. 16, I), moved to an owner of
 *   their own that names nobody; the erasure deletes every other order.
 * - The customer is deleted at the provider, which keeps only its own records of past charges (a legal duty).
 */
export const settleAccount = async (userId: string, now = new Date()): Promise<Settled> => {
  const customerId = await subscriptionsRepository.customerOf(userId);
  const orders = await ordersRepository.list(userId, 1000);
  const settled: Settled = { subscriptionsEnded: 0, ordersRefunded: 0, ordersKept: 0 };
  for (const order of orders.filter((each) => erasureOutcome(each.status) === 'keep')) {
    if (!(await ordersRepository.anonymise(order, now)))
      throw new Error(`order ${order.id} moved while its account was being erased`);
    settled.ordersKept += 1;
  }
  if (!customerId && orders.length === 0) return settled;
  const provider = await paymentProvider();
  if (!provider) return settled;

  const running = (await subscriptionsRepository.list(userId)).filter(
    (sub) => sub.status !== 'canceled' && (givesAccess(sub, now) || sub.status === 'past_due'),
  );
  for (const sub of running) {
    await provider.cancelNow(sub.id);
    // Stored as ended now, the active count moving with it: the erasure's own delete then finds nothing active
    // to count, and the provider's cancellation webhook, whenever it lands, finds nothing left to move.
    await syncSubscription(provider, sub.id, now);
  }
  settled.subscriptionsEnded = running.length;
  const openPlanCheckout = await subscriptionsRepository.takeOpenSubscriptionCheckout(userId);
  if (openPlanCheckout) await provider.expireCheckout(openPlanCheckout);

  for (const order of orders.filter((each) => erasureOutcome(each.status) !== 'keep')) {
    await closeAllCheckouts(provider, order);
    if (erasureOutcome(order.status) === 'refund') {
      await refundOrder(provider, order, now);
      settled.ordersRefunded += 1;
    }
  }
  if (customerId) {
    await provider.deleteCustomer(customerId);
    await subscriptionsRepository.forgetCustomer(customerId);
  }
  return settled;
};

const refundOrder = async (
  provider: PaymentProvider,
  order: Awaited<ReturnType<typeof ordersRepository.list>>[number],
  now: Date,
) => {
  await refundOrderPayment(provider, order, refundReasons.erasure, now);
  const moved = await ordersRepository.moveStatus(order, 'cancelled', null, now, {
    returnStock: true,
    cancelReason: ERASURE_CANCEL_REASON,
  });
  if (!moved) throw new Error(`order ${order.id} moved while its account was being erased`);
};
