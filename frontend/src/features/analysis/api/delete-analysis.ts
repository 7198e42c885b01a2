import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { analysisKeys } from './analysis-keys';

/** Removes the analysis and its photo for good. */
export const deleteAnalysis = (id: string) => apiRequest(routes.analysisDelete, { params: { id } });

export const useDeleteAnalysis = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: () => refreshAfterWrite(queryClient, analysisKeys.all),
  });
};
