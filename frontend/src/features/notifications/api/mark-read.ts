import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { notificationKeys } from './notification-keys';

export const markNotificationRead = (id: string) =>
  apiRequest(routes.markNotificationRead, { params: { id } });
export const markAllNotificationsRead = () => apiRequest(routes.markAllNotificationsRead, {});

/** Marks one read; the list and the badges read again. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(notificationKeys.unread(), unreadCount);
      return refreshAfterWrite(queryClient, notificationKeys.list());
    },
  });
};

export const useMarkAllRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.unread(), 0);
      return refreshAfterWrite(queryClient, notificationKeys.list());
    },
  });
};
