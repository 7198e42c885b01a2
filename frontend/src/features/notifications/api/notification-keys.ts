/** Query keys of the notification centre: the pages of the list, and the unread count the badges show. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
  reminders: () => ['notifications', 'reminders'] as const,
};
