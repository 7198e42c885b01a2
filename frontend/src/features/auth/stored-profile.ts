import type { User } from '@pele/shared/schemas/auth';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { getSession, readStoredUser, storeUser } from '../../lib/session';
import { takeProfileTheme } from '../../lib/theme';
import { profileQueryKey, setSignedInUser } from './api/profile-query';

/** Puts the stored user (spec 4) in the profile query, when it is not already there: start-up, another tab. */
export const seedProfileFromStorage = (queryClient: QueryClient) => {
  const stored = readStoredUser();
  if (stored && JSON.stringify(stored) !== JSON.stringify(queryClient.getQueryData(profileQueryKey)))
    setSignedInUser(queryClient, stored);
};

/**
 * Writes every new value of the profile query back to storage, so the next page load starts with it, and
 * paints the theme kept on the profile (a device that signs in takes the person's choice).
 * Returns the unsubscribe function.
 */
export const storeProfileChanges = (queryClient: QueryClient) =>
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== hashKey(profileQueryKey)) return;
    // After a logout a late answer must not bring the user back.
    const user = event.query.state.data as User | undefined;
    if (!getSession().token || !user) return;
    storeUser(user);
    takeProfileTheme(user.theme);
  });
