import { routes } from '@pele/shared/routes';
import { apiRequest } from './api-client';
import { fullPageLoad } from './full-page-load';
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
 * User logout (spec 4): revoke the refresh token on the server, then clear the session whatever the
 * server said. Shared by every area (profile, settings, admin), so it lives beside the session.
 */
export const logout = async () => {
  const { refreshToken } = getSession();
  try {
    if (refreshToken) await apiRequest(routes.logout, { body: { refreshToken } });
  } catch {
    // A failed revocation must not keep the user signed in on this device.
  } finally {
    await stopPushOnThisDevice();
    endSession('user_logout');
  }
};

/** Logout from the profile: then a full reload of the landing page. */
export const logoutAndReload = async () => {
  await logout();
  fullPageLoad('/');
};
