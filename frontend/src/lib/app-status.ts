import { useSyncExternalStore } from 'react';

/**
 * What the whole app shows about itself: whether the device is offline (the shell still opens from the service
 * worker's cache, but nothing can be fetched or saved) and whether a new version is waiting to take over.
 */
export interface AppStatus {
  offline: boolean;
  updateReady: boolean;
}

let status: AppStatus = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  updateReady: false,
};
let applyWaitingUpdate: (() => Promise<void>) | undefined;
const listeners = new Set<() => void>();

const set = (next: Partial<AppStatus>) => {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ offline: false }));
  window.addEventListener('offline', () => set({ offline: true }));
}

/** A service worker has a new version installed and waiting; `apply` activates it and reloads the page. */
export const announceUpdate = (apply: () => Promise<void>) => {
  applyWaitingUpdate = apply;
  set({ updateReady: true });
};

export const applyUpdate = async () => {
  set({ updateReady: false });
  await applyWaitingUpdate?.();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What a prerendered page was rendered with; hydration starts from it, then shows the device's real state. */
const PRERENDERED_STATUS: AppStatus = { offline: false, updateReady: false };

export const useAppStatus = () =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => PRERENDERED_STATUS,
  );
