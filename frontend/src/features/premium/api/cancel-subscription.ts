import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { premiumKeys } from './premium-keys';

/** Cancels at the end of the paid period; access stays until then. */
export const cancelSubscription = (id: string) => apiRequest(routes.cancelSubscription, { params: { id } });

export const useCancelSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => refreshAfterWrite(queryClient, premiumKeys.all),
  });
};
