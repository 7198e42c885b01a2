import { routes } from '@pele/shared/routes';
import { apiRequest } from './api-client';
import { loadPage } from './page-load';
import { endSession, getSession } from './session';

/**
 * Ends this browser's Web Push subscription, so whoever signs in here next gets none of this account's
 * notifications; the server forgets it at its next push, when the push service answers 410 Gone.
 */
export const stopPushOnThisDevice = async () => {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No service worker or no Push API: nothing was subscribed.
  }
};

/**
 * Ends this device's session and opens `path` with a page load (dropping every in-memory answer). The page load is
 * asked first: the guards that see the session end would otherwise open the login page in its place.
 */
export const leaveSignedOut = async (path: string) => {
  await stopPushOnThisDevice();
  loadPage(path);
  endSession('user_logout');
};

/**
 * User logout (spec 4): revoke the refresh token on the server, then clear the session whatever the server said,
 * and open the landing page. Shared by every area (profile, admin), so it lives beside the session.
 */
export const logout = async () => {
  const { refreshToken } = getSession();
  try {
    if (refreshToken) await apiRequest(routes.logout, { body: { refreshToken } });
  } catch {
    // A failed revocation must not keep the user signed in on this device.
  } finally {
    await leaveSignedOut('/');
  }
};
