import webpush from 'web-push';
import type { StoredPushSubscription } from '../dynamo/push-subscriptions-repository';
import type { VapidKeys } from './vapid-keys';

export type PushOutcome = 'sent' | 'gone' | 'failed';

const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 8_000;

/**
 * Sends one Web Push message: the `web-push` library encrypts the payload for the subscription's keys (RFC 8291,
 * aes128gcm) and signs the request with the VAPID keys (RFC 8292); `fetch` posts it to the subscription's
 * endpoint (the library's own sender speaks https only, and the local push service is plain http on 127.0.0.1).
 * A push service that answers 404 or 410 says the subscription is over ('gone'): the caller deletes it.
 */
export async function sendPush(
  subscription: StoredPushSubscription,
  payload: string,
  vapid: VapidKeys,
): Promise<PushOutcome> {
  try {
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: TTL_SECONDS,
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return 'sent';
    return response.status === 404 || response.status === 410 ? 'gone' : 'failed';
  } catch {
    return 'failed';
  }
}
