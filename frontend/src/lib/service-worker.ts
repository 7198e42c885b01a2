import { announceUpdate } from './app-status';

/**
 * Registers the service worker the build generates (vite-plugin-pwa, Workbox): it precaches the app shell and
 * static assets, so a repeat visit paints from cache and the app opens offline. API calls are never cached.
 * A new version waits until the user taps 'Atualizar' (prompt mode): a half-used screen is never swapped.
 * Production builds only: the dev server and the tests run without it.
 */
export const startServiceWorker = async () => {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    onNeedRefresh: () => announceUpdate(() => updateSW(true)),
  });
};
