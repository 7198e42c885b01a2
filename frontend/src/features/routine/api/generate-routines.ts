import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { routineKeys } from './routine-keys';

/** Builds morning and evening routines from the latest analysis; they replace the current ones. */
export const generateRoutines = () => apiRequest(routes.generateRoutines);

export const useGenerateRoutines = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRoutines,
    onSuccess: () => refreshAfterWrite(queryClient, routineKeys.all),
  });
};
