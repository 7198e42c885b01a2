import type { User } from '@pele/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { startSession } from '../../lib/session';
import { takeProfileTheme } from '../../lib/theme';
import { setSignedInUser } from './api/profile-query';

/**
 * After login or register: the user of the answer goes into the profile query before the tokens are stored,
 * so the guard that reacts to the new session already has the user (no profile request, no loading flash);
 * the theme kept on the profile becomes this device's.
 */
export const useStartSession = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (session: { token: string; refreshToken: string; user: User }) => {
      setSignedInUser(queryClient, session.user);
      startSession(session);
      takeProfileTheme(session.user.theme);
    },
    [queryClient],
  );
};
