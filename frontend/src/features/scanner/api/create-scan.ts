import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { scanKeys } from './scan-keys';

/** Sends a label's text (read from a photo on this device, or pasted) to be explained, flagged and saved. */
export const createScan = (body: { text: string; source: 'photo' | 'text'; ocrConfidence?: number }) =>
  apiRequest(routes.createScan, { body });

export const useCreateScan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScan,
    onSuccess: (scan) => {
      queryClient.setQueryData(scanKeys.one(scan.id), scan);
      return refreshAfterWrite(queryClient, scanKeys.list());
    },
  });
};
