import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { profileQuery } from './api/profile-query';

// Hooks apart from the query's definition: the start-up code seeds the query without shipping useQuery.

/** The profile query, asked only while there is a token. */
export const useProfileQuery = () => {
  const { status } = useSession();
  return useQuery({ ...profileQuery, enabled: status === 'authenticated' });
};

/** The signed-in user, or undefined outside the private area (whose guard waits for it). */
export const useSignedInUser = () => useProfileQuery().data;
