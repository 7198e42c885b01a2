import { listNotifications } from '@pele/shared/routes/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@pele/shared/schemas/notifications';
import { notificationsRepository } from '../../adapters/dynamo/notifications-repository';
import { createHandler } from '../../middleware/create-handler';

/** The caller's notifications, newest first, a page at a time, with how many are unread (the badge). */
export const handler = createHandler(listNotifications, async ({ query, caller }) => {
  const [page, unread] = await Promise.all([
    notificationsRepository.page(caller.userId, query.limit ?? NOTIFICATIONS_PAGE_SIZE, query.cursor),
    notificationsRepository.unreadIds(caller.userId),
  ]);
  return { ...page, unreadCount: unread.length };
});
