import type { User } from '@pele/shared/schemas/auth';
import { useEffect } from 'react';
import { endSession, useSession } from '../../lib/session';
import { useProfileQuery } from './use-signed-in-user';

export type SignedIn = { status: 'anonymous' } | { status: 'loading' } | { status: 'signed-in'; user: User };

/**
 * What the guards need (spec 4's start-up rule): no token is anonymous; a token waits for the profile query
 * (seeded from storage, so usually at once); a token whose profile cannot be read logs out.
 */
export const useSignedIn = (): SignedIn => {
  const { status } = useSession();
  const profile = useProfileQuery();
  // Only a profile that never arrived: a failed re-read after an analysis keeps the user signed in.
  const unreadable = status === 'authenticated' && profile.isError && !profile.data;
  useEffect(() => {
    if (unreadable) endSession('session_expired');
  }, [unreadable]);
  if (status === 'anonymous') return { status: 'anonymous' };
  if (!profile.data) return { status: 'loading' };
  return { status: 'signed-in', user: profile.data };
};
