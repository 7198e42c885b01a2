import { markNotificationRead } from '@pele/shared/routes/notifications';
import { notificationMessages } from '@pele/shared/schemas/notifications';
import { notificationsRepository } from '../../adapters/dynamo/notifications-repository';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';

/** Marks one of the caller's notifications read (idempotent); another person's id is 404: the key holds the caller. */
export const handler = createHandler(markNotificationRead, async ({ params, caller }) => {
  const notification = await notificationsRepository.markRead(caller.userId, params.id);
  if (!notification) throw notFound(notificationMessages.notFound);
  const unread = await notificationsRepository.unreadIds(caller.userId);
  return { notification, unreadCount: unread.length };
});
