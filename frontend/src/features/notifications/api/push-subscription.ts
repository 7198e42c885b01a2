import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';

export const getPushKey = () => apiRequest(routes.getPushKey, {});
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  apiRequest(routes.savePushSubscription, {
    body: {
      endpoint: subscription.endpoint ?? '',
      expirationTime: subscription.expirationTime ?? null,
      keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
    },
  });
export const deletePushSubscription = (endpoint: string) =>
  apiRequest(routes.deletePushSubscription, { query: { endpoint } });
