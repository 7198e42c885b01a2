import { markAllNotificationsRead } from '@pele/shared/routes/notifications';
import { notificationsRepository } from '../../adapters/dynamo/notifications-repository';
import { createHandler } from '../../middleware/create-handler';

/** Marks every unread notification of the caller read. */
export const handler = createHandler(markAllNotificationsRead, async ({ caller }) => {
  const now = new Date();
  const unread = await notificationsRepository.unreadIds(caller.userId);
  await Promise.all(unread.map((id) => notificationsRepository.markRead(caller.userId, id, now)));
  return { marked: unread.length, unreadCount: 0 as const };
});
