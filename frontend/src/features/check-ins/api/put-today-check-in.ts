import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { checkInKeys } from './check-in-keys';

/** Records the day's score: today by the server's clock, or `day` (today or yesterday) for one kept offline. */
export const putTodayCheckIn = (body: { score: number; day?: string }) =>
  apiRequest(routes.putTodayCheckIn, { body });

export const usePutTodayCheckIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTodayCheckIn,
    onSuccess: () => refreshAfterWrite(queryClient, checkInKeys.all),
  });
};
