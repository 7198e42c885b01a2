import { routes } from '@pele/shared/routes';
import type { RoutineReminders } from '@pele/shared/schemas/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export const getRoutineReminders = (signal?: AbortSignal) =>
  apiRequest(routes.getRoutineReminders, { signal });
export const saveRoutineReminders = (body: RoutineReminders) =>
  apiRequest(routes.putRoutineReminders, { body });

export const useRoutineReminders = () =>
  useQuery({ queryKey: notificationKeys.reminders(), queryFn: ({ signal }) => getRoutineReminders(signal) });

export const useSaveRoutineReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoutineReminders,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.reminders(), saved),
  });
};
