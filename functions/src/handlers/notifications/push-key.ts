import { getPushKey } from '@pele/shared/routes/notifications';
import { notificationMessages } from '@pele/shared/schemas/notifications';
import { vapidKeys } from '../../adapters/push/vapid-keys';
import { unavailable } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';

/** The VAPID public key the browser subscribes with; 503 when the stage has no push keys. */
export const handler = createHandler(getPushKey, async () => {
  const keys = await vapidKeys();
  if (!keys) throw unavailable(notificationMessages.pushUnavailable);
  return { publicKey: keys.publicKey };
});
