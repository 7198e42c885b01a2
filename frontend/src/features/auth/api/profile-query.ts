import type { User } from '@pele/shared/schemas/auth';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshAfterWrite } from '../../../lib/query-client';

export const profileQueryKey = ['auth', 'profile'] as const;

/**
 * The signed-in user: the one place the app reads it from. It is seeded from the login answer or the stored
 * user, so opening the app asks nothing; it is fetched only for a token without a stored user, and re-read
 * after an analysis. The fetcher loads on demand: the guards read this query in every page's first load, and
 * the API client and its schemas must stay out of the landing page's.
 */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => import('./get-profile').then(({ getProfile }) => getProfile(signal)),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The signed-in user as cached now, for a decision taken outside rendering (e.g. on a tap). */
export const signedInUserOf = (queryClient: QueryClient) => queryClient.getQueryData<User>(profileQueryKey);

export const setSignedInUser = (queryClient: QueryClient, user: User) =>
  queryClient.setQueryData(profileQueryKey, user);

/** Changes the cached user at once, e.g. an optimistic edit or a flag the server has just set. */
export const patchSignedInUser = (queryClient: QueryClient, patch: Partial<User>) =>
  queryClient.setQueryData<User>(profileQueryKey, (user) => user && { ...user, ...patch });

/** Asks the server for the user again (its view wins over what was patched). */
export const refetchSignedInUser = (queryClient: QueryClient) =>
  refreshAfterWrite(queryClient, profileQueryKey);
