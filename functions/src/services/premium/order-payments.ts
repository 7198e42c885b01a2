import { formatBRL } from '@pele/shared/plan-labels';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { checkoutsOf, type OrderRecord } from '../../domain/orders/order-record';
import type { PaymentProvider, RefundReason } from '../../domain/payments/payment-provider';
import { logger } from '../../lib/logger';

/**
 * Expires the order's hosted checkouts that may still be open, except `keep`, and forgets them on the order: an
 * order pays once, so once it is paid, cancelled or given a newer checkout, no older page may take a card.
 */
export const closeCheckouts = async (
  provider: PaymentProvider,
  order: Pick<OrderRecord, 'userId' | 'id'>,
  checkoutIds: readonly string[],
  keep: string | null = null,
): Promise<void> => {
  const closing = checkoutIds.filter((id) => id !== keep);
  for (const id of closing) await provider.expireCheckout(id);
  await ordersRepository.forgetCheckouts(order, closing);
};

/** Every checkout of a stored order that may still be open, expired (a paid or cancelled order). */
export const closeAllCheckouts = (
  provider: PaymentProvider,
  order: OrderRecord,
  keep: string | null = null,
) => closeCheckouts(provider, order, checkoutsOf(order), keep);

/**
 * Gives a payment back in full and writes why into the order, once: the provider refunds a payment once
 * whatever the retries, and the order records each payment's refund once. An order that no longer exists
 * (its account was erased) is refunded all the same; there is nobody left to tell.
 */
export const refundPayment = async (
  provider: PaymentProvider,
  input: {
    order: Pick<OrderRecord, 'userId' | 'id'> | null;
    paymentIntentId: string;
    amountCents: number;
    reason: RefundReason;
    message: (amount: string) => string;
  },
  now: Date,
): Promise<void> => {
  await provider.refund(input.paymentIntentId, input.reason);
  logger.warn('payment refunded', {
    orderId: input.order?.id,
    paymentIntentId: input.paymentIntentId,
    reason: input.reason,
  });
  if (!input.order) return;
  await ordersRepository.recordRefund(input.order, {
    paymentIntentId: input.paymentIntentId,
    amountCents: input.amountCents,
    reason: input.message(formatBRL(input.amountCents / 100)),
    refundedAt: now.toISOString(),
  });
};

/** Gives back the payment that paid the order, in full (staff cancelling it, its account erased, no stock). */
export const refundOrderPayment = async (
  provider: PaymentProvider,
  order: Pick<OrderRecord, 'userId' | 'id' | 'paymentIntentId' | 'totalCents'>,
  message: (amount: string) => string,
  now: Date,
): Promise<void> => {
  if (!order.paymentIntentId) return;
  await refundPayment(
    provider,
    {
      order,
      paymentIntentId: order.paymentIntentId,
      amountCents: order.totalCents,
      reason: 'requested_by_customer',
      message,
    },
    now,
  );
};
