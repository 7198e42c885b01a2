import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A 4xx will not change by asking again; network trouble and 5xx get one more try. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/**
 * After a write, the queries under these keys are read again. invalidateQueries alone can keep a stale answer: a
 * query whose first read is still under way (no data yet, e.g. a search typed a moment ago) is joined rather
 * than fetched again, so a read that left before the write lands after it and stays. Those are fetched once more.
 */
export const refreshAfterWrite = async (queryClient: QueryClient, ...queryKeys: QueryKey[]) => {
  const joined = new Set(
    queryKeys.flatMap((queryKey) =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey, fetchStatus: 'fetching' })
        .filter((query) => query.state.data === undefined),
    ),
  );
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  if (joined.size > 0) await queryClient.invalidateQueries({ predicate: (query) => joined.has(query) });
};
