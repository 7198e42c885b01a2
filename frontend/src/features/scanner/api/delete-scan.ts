import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { scanKeys } from './scan-keys';

export const deleteScan = (id: string) => apiRequest(routes.deleteScan, { params: { id } });

export const useDeleteScan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScan,
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: scanKeys.one(id) });
      return refreshAfterWrite(queryClient, scanKeys.list());
    },
  });
};
