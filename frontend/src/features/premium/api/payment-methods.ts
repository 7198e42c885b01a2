import { routes } from '@pele/shared/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { premiumKeys } from './premium-keys';

export const getPaymentMethods = (signal?: AbortSignal) => apiRequest(routes.listPaymentMethods, { signal });

export const usePaymentMethods = () =>
  useQuery({ queryKey: premiumKeys.methods(), queryFn: ({ signal }) => getPaymentMethods(signal) });

/** Remove a card or make it the default; the server answers the new list, which replaces the cached one. */
export const usePaymentMethodChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: 'remove' | 'default' }) =>
      change === 'remove'
        ? apiRequest(routes.removePaymentMethod, { params: { id } })
        : apiRequest(routes.setDefaultPaymentMethod, { params: { id } }),
    onSuccess: (cards) => queryClient.setQueryData(premiumKeys.methods(), cards),
  });
};
