import { transport } from '@pele/shared/messages';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { seedProfileFromStorage, storeProfileChanges } from '../features/auth/stored-profile';
import { createQueryClient } from '../lib/query-client';
import { LOGOUT_EVENT, type LogoutEventDetail, syncSessionFromStorage } from '../lib/session';
import { showToastAfterPageLoad } from '../lib/toast';

/** The query client, with the signed-in user already in it when the session stored one (no request, no flash). */
export const createAppQueryClient = () => {
  const queryClient = createQueryClient();
  seedProfileFromStorage(queryClient);
  return queryClient;
};

/**
 * Any logout drops cached server data (the next user must not see it); an expiry also tells the user, on the login
 * page the guards then open (a document page: a page load).
 * Another tab's login, logout or profile change reaches this one through storage.
 */
function useSessionEvents(queryClient: QueryClient) {
  useEffect(() => {
    const onLogout = (event: Event) => {
      queryClient.clear();
      if ((event as CustomEvent<LogoutEventDetail>).detail?.reason === 'session_expired') {
        showToastAfterPageLoad(transport.sessionExpiredNotice, 'error');
      }
    };
    const onStorage = () => {
      syncSessionFromStorage();
      seedProfileFromStorage(queryClient);
    };
    const stopStoring = storeProfileChanges(queryClient);
    window.addEventListener(LOGOUT_EVENT, onLogout);
    window.addEventListener('storage', onStorage);
    return () => {
      stopStoring();
      window.removeEventListener(LOGOUT_EVENT, onLogout);
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
}

/** `client` when the caller started queries before React rendered (main.tsx); a new one otherwise. */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createAppQueryClient());
  useSessionEvents(queryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
