import { transport } from '@pele/shared/messages';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import {
  endSession,
  LOGOUT_EVENT,
  type LogoutEventDetail,
  setUser,
  syncSessionFromStorage,
  useSession,
} from '../lib/session';
import { showToast } from '../lib/toast';

/**
 * Start-up rules of spec 4: a stored token with a stored user is used as is; a token without a user
 * fetches the profile, and a failure logs out. The profile call is imported on demand so the
 * landing page does not ship the API client.
 */
function useSessionRestore() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'restoring') return;
    let cancelled = false;
    import('../features/auth/api/get-profile')
      .then(({ getProfile }) => getProfile())
      .then(
        (user) => {
          if (!cancelled) setUser(user);
        },
        () => {
          if (!cancelled) endSession('session_expired');
        },
      );
    return () => {
      cancelled = true;
    };
  }, [status]);
}

/** Any logout drops cached server data (the next user must not see it); an expiry also tells the user. */
function useSessionEvents(queryClient: QueryClient) {
  useEffect(() => {
    const onLogout = (event: Event) => {
      queryClient.clear();
      if ((event as CustomEvent<LogoutEventDetail>).detail?.reason === 'session_expired') {
        showToast(transport.sessionExpiredNotice, 'error');
      }
    };
    window.addEventListener(LOGOUT_EVENT, onLogout);
    window.addEventListener('storage', syncSessionFromStorage);
    return () => {
      window.removeEventListener(LOGOUT_EVENT, onLogout);
      window.removeEventListener('storage', syncSessionFromStorage);
    };
  }, [queryClient]);
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useSessionRestore();
  useSessionEvents(queryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
