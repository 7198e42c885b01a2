import { STORAGE_KEYS } from '@pele/shared/constants';
import { THEME_STORAGE_KEY } from '@pele/shared/theme';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { endSession, readStoredUser, startSession } from '../../lib/session';
import { testUser } from '../../testing/fixtures';
import { patchSignedInUser, profileQueryKey } from './api/profile-query';
import { seedProfileFromStorage, storeProfileChanges } from './stored-profile';

describe('stored profile', () => {
  it('starts the profile query from the stored user, without asking the server', () => {
    startSession({ token: 't', refreshToken: 'r', user: testUser({ name: 'Ana Lima' }) });
    const queryClient = createQueryClient();
    seedProfileFromStorage(queryClient);
    expect(queryClient.getQueryData(profileQueryKey)).toEqual(testUser({ name: 'Ana Lima' }));
  });

  it('ignores a stored user without a token', () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(testUser()));
    const queryClient = createQueryClient();
    seedProfileFromStorage(queryClient);
    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
  });

  it('stores every change of the signed-in user for the next page load', () => {
    startSession({ token: 't', refreshToken: 'r', user: testUser({ skinAnalyzed: false }) });
    const queryClient = createQueryClient();
    seedProfileFromStorage(queryClient);
    const stop = storeProfileChanges(queryClient);
    patchSignedInUser(queryClient, { skinAnalyzed: true });
    expect(readStoredUser()?.skinAnalyzed).toBe(true);
    stop();
  });

  it('does not bring the user back after a logout', () => {
    startSession({ token: 't', refreshToken: 'r', user: testUser() });
    const queryClient = createQueryClient();
    const stop = storeProfileChanges(queryClient);
    endSession('user_logout');
    queryClient.setQueryData(profileQueryKey, testUser());
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    stop();
  });

  it('paints the theme kept on the profile when a signed-in user arrives, and remembers it on the device', () => {
    startSession({ token: 't', refreshToken: 'r', user: testUser({ theme: 'system' }) });
    const queryClient = createQueryClient();
    const stop = storeProfileChanges(queryClient);
    queryClient.setQueryData(profileQueryKey, testUser({ theme: 'dark' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    stop();
  });
});
