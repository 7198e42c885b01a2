import { usersRepository } from '../../adapters/dynamo/users-repository';
import { mailer } from '../../adapters/mail/mailer';
import { config } from '../../config';
import { orderNotification } from '../../domain/notifications/moment-notifications';
import { type OrderMailKind, orderMail } from '../../domain/orders/order-mail';
import { type OrderRecord, orderNumberOf } from '../../domain/orders/order-record';
import { logger } from '../../lib/logger';
import { notifyQuietly } from '../notifications/notify';

/**
 * Tells the buyer at one moment of the order (paid, shipped, delivered): a notification in the app's centre
 * (and by push), then the e-mail. E-mails the buyer at one moment of the order (paid, shipped, delivered), in SES in AWS and the outbox
 * locally. Called once per moment, after the status change that only one request can make; a failed send is
 * logged and not retried, so nobody gets the same e-mail twice, and the order itself shows the status.
 * An erased account's kept order has nobody to write to.
 */
export async function mailOrderMoment(kind: OrderMailKind, order: OrderRecord): Promise<void> {
  try {
    const buyer = await usersRepository.getProfile(order.userId);
    if (!buyer) return;
    await notifyQuietly(
      order.userId,
      orderNotification(kind, { id: order.id, number: orderNumberOf(order) }),
    );
    const mail = orderMail({
      kind,
      name: buyer.name,
      order: { ...order, number: orderNumberOf(order) },
      appUrl: config.appUrl,
    });
    await mailer.send({ to: buyer.email, ...mail });
  } catch (error) {
    logger.error('order e-mail not sent', { orderId: order.id, kind, error });
  }
}
