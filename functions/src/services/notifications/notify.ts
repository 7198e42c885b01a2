import type { AppNotification } from '@pele/shared/schemas/notifications';
import {
  type NewNotification,
  notificationsRepository,
} from '../../adapters/dynamo/notifications-repository';
import { invokePushSender } from '../../adapters/lambda/push-invoker';
import { logger } from '../../lib/logger';

/**
 * Puts a notification in the person's centre, then hands it to the push sender for their browsers. Called once
 * per moment by what makes it (a status change only one request can make, a job's once-only marker). A push
 * that cannot be handed over is logged and not retried: the notification is already in the centre.
 */
export async function notifyUser(
  userId: string,
  input: NewNotification,
  now: Date = new Date(),
): Promise<AppNotification> {
  const notification = await notificationsRepository.add(userId, input, now);
  try {
    await invokePushSender({ userId, notificationId: notification.id });
  } catch (error) {
    logger.error('push not handed to the sender', { userId, notificationId: notification.id, error });
  }
  return notification;
}

/** The same, for callers whose own work is done: a failure is logged, never thrown. */
export async function notifyQuietly(userId: string, input: NewNotification, now?: Date): Promise<void> {
  try {
    await notifyUser(userId, input, now);
  } catch (error) {
    logger.error('notification not stored', { userId, kind: input.kind, error });
  }
}
