import { deliverPush } from '../../services/notifications/push-delivery';

/**
 * Invoked asynchronously (Event) by whatever stored a notification: sends it to the person's subscribed
 * browsers with web-push. Kept apart so no request bundle carries the web-push library or waits for push services.
 */
export const handler = (event: { userId: string; notificationId: string }) => deliverPush(event);
