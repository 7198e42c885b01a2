import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { productKeys } from './product-keys';

/** Replaces the avoid list. */
export const putAllergies = (allergies: string[]) => apiRequest(routes.putAllergies, { body: { allergies } });

/** Every product view carries alerts from the list, so the catalog is re-read after a change. */
export const usePutAllergies = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAllergies,
    onSuccess: (data) => {
      queryClient.setQueryData(productKeys.allergies(), data);
      void refreshAfterWrite(queryClient, productKeys.all);
    },
  });
};
