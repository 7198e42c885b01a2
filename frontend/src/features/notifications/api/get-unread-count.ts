import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** How often an open app asks for new notifications (the Perfil badge, the sound). */
export const UNREAD_POLL_MS = 60_000;

/** The unread count, read with the smallest page of the list. */
export const getUnreadCount = async (signal?: AbortSignal) =>
  (await apiRequest(routes.listNotifications, { query: { limit: '1' }, signal })).unreadCount;

export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
