import { deletePushSubscription, getPushKey, savePushSubscription } from './api/push-subscription';

/** Where Web Push stands on this device: not possible here, blocked by the person, or off/on for this account. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const PUSH_MESSAGES = {
  unsupported:
    'Este navegador não recebe notificações push. Suas notificações continuam no app, em Perfil → Notificações.',
  denied:
    'As notificações estão bloqueadas neste navegador. Para recebê-las, permita nas configurações do navegador; enquanto isso, elas continuam em Perfil → Notificações.',
  noWorker:
    'O app ainda está sendo instalado neste navegador. Recarregue a página e tente de novo; suas notificações continuam em Perfil → Notificações.',
} as const;

const WORKER_WAIT_MS = 5_000;

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The service worker that shows pushes (production builds register it at start); null if none comes in time. */
const workerRegistration = async (): Promise<ServiceWorkerRegistration | null> => {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
};

/** A VAPID key in base64url, as PushManager.subscribe wants it. */
export const applicationServerKey = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

export async function currentPushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/**
 * Asks the browser for permission, subscribes with the server's VAPID key and gives the subscription to the
 * server. Answers the new state, or 'noWorker' when the service worker is not there yet (first visit, dev server).
 */
export async function enablePush(): Promise<PushState | 'noWorker'> {
  if (!supported()) return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  const registration = await workerRegistration();
  if (!registration) return 'noWorker';
  const { publicKey } = await getPushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  await savePushSubscription(subscription.toJSON());
  return 'on';
}

/** Forgets this browser's subscription on the server, then in the browser. */
export async function disablePush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return Notification.permission === 'denied' ? 'denied' : 'off';
}
