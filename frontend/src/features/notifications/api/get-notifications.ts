import { routes } from '@pele/shared/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** One page of the caller's notifications, newest first, after `cursor`. */
export const getNotifications = (cursor?: string, signal?: AbortSignal) =>
  apiRequest(routes.listNotifications, { query: cursor ? { cursor } : {}, signal });

export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
