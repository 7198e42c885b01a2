import { routes } from '@pele/shared/routes';
import type { DeliveryAddress } from '@pele/shared/schemas/address';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** The delivery address saved on the profile (null before one is saved). */
export const useDeliveryAddress = () =>
  useQuery({
    queryKey: orderKeys.address(),
    queryFn: ({ signal }) => apiRequest(routes.getDeliveryAddress, { signal }),
  });

export const useSaveDeliveryAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: DeliveryAddress) => apiRequest(routes.putDeliveryAddress, { body: address }),
    onSuccess: (saved) => queryClient.setQueryData(orderKeys.address(), saved),
  });
};
