import { toCents } from '@pele/shared/plan-labels';
import { addressMessages } from '@pele/shared/schemas/address';
import { orderMessages } from '@pele/shared/schemas/orders';
import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { ordersRepository } from '../../adapters/dynamo/orders-repository';
import { subscriptionsRepository } from '../../adapters/dynamo/subscriptions-repository';
import { conflict, notFound } from '../../domain/errors';
import type { UserProfile } from '../../domain/users/user-profile';
import { closeCheckouts } from '../premium/order-payments';
import { requireProvider, startingCheckout } from '../premium/payment-provider';
import { checkedReturnUrls } from '../premium/return-urls';
import { ensureCustomer } from '../premium/stripe-customer';
import { refuseUnsellable, stockNow } from './stock';

/**
 * Starts the hosted payment of one of the caller's unpaid orders, for the amounts stored with the order. The
 * stock is checked now so nobody pays for what is gone; it is taken, atomically, when the payment is confirmed.
 * Opening a checkout expires the order's earlier ones, so at most one page can take the order's payment.
 * No payment without a delivery address: the profile's current one is written on the order first.
 */
export const startOrderPayment = async (
  profile: UserProfile,
  orderId: string,
  returnUrls: { successUrl: string; cancelUrl: string },
) => {
  const urls = checkedReturnUrls(returnUrls);
  const order = await ordersRepository.get(profile.userId, orderId);
  if (!order) throw notFound(orderMessages.orderNotFound);
  if (order.status !== 'pending_payment') throw conflict(orderMessages.notPayable);
  // Delivered where the profile says now (edited in Perfil or the cart), or where the order said.
  const deliveryAddress = profile.deliveryAddress ?? order.deliveryAddress;
  if (!deliveryAddress) throw conflict(addressMessages.required);
  if (!(await ordersRepository.setDeliveryAddress(order, deliveryAddress)))
    throw conflict(orderMessages.notPayable);
  refuseUnsellable(order.items, await stockNow(order.items.map((line) => line.productId)));

  const provider = await requireProvider();
  const session = await startingCheckout(subscriptionMessages.paymentsUnavailable, async () =>
    provider.startOrderCheckout({
      customerId: await ensureCustomer(provider, profile),
      userId: profile.userId,
      orderId: order.id,
      lines: order.items.map((line) => ({
        name: line.name,
        unitAmount: toCents(line.price),
        quantity: line.quantity,
      })),
      ...urls,
    }),
  );
  const now = new Date();
  const earlier = await ordersRepository.openCheckout(order, session.id, now);
  if (!earlier) {
    // Paid or cancelled while this checkout was being opened: it must not stay payable.
    await provider.expireCheckout(session.id);
    throw conflict(orderMessages.notPayable);
  }
  // One order, one payable page: the pages opened before this one can no longer take a card.
  await closeCheckouts(provider, order, earlier);
  await subscriptionsRepository.saveCheckout({
    sessionId: session.id,
    userId: profile.userId,
    kind: 'order',
    planId: null,
    orderId: order.id,
    createdAt: now.toISOString(),
  });
  return { checkoutUrl: session.url, sessionId: session.id };
};
