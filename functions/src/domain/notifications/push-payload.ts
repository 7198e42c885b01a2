import type { AppNotification } from '@pele/shared/schemas/notifications';

/** What the service worker receives: enough to show the notification and open its screen, nothing else. */
export const pushPayload = (notification: AppNotification) =>
  JSON.stringify({
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    url: notification.link ?? '/app/notifications',
  });
