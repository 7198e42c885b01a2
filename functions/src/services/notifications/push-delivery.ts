import { notificationsRepository } from '../../adapters/dynamo/notifications-repository';
import { pushSubscriptionsRepository } from '../../adapters/dynamo/push-subscriptions-repository';
import { vapidKeys } from '../../adapters/push/vapid-keys';
import { sendPush } from '../../adapters/push/web-push-sender';
import { pushPayload } from '../../domain/notifications/push-payload';
import { logger } from '../../lib/logger';

/**
 * Delivers one stored notification to every browser the person subscribed, deleting the subscriptions the push
 * service calls gone. Nothing to do without VAPID keys, a notification (read after 90 days, or erased) or a
 * subscription.
 */
export async function deliverPush(event: { userId: string; notificationId: string }) {
  const vapid = await vapidKeys();
  if (!vapid) return { sent: 0, gone: 0, failed: 0 };
  const [notification, subscriptions] = await Promise.all([
    notificationsRepository.get(event.userId, event.notificationId),
    pushSubscriptionsRepository.list(event.userId),
  ]);
  const counts = { sent: 0, gone: 0, failed: 0 };
  if (!notification || subscriptions.length === 0) return counts;
  const payload = pushPayload(notification);
  for (const subscription of subscriptions) {
    const outcome = await sendPush(subscription, payload, vapid);
    counts[outcome]++;
    if (outcome === 'gone') await pushSubscriptionsRepository.remove(event.userId, subscription.endpoint);
  }
  if (counts.failed > 0) logger.warn('push not delivered to every browser', { ...event, ...counts });
  return counts;
}
