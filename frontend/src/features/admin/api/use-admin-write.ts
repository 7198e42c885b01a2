import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '../../../lib/query-client';
import { productKeys } from '../../products';
import { adminKeys } from './admin-keys';

/** A write of the panel: on success the panel refetches, and so does the consumer catalog when products moved. */
export const useAdminWrite = <A, R>(write: (args: A) => Promise<R>, options: { catalog?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await refreshAfterWrite(queryClient, adminKeys.all, ...(options.catalog ? [productKeys.all] : []));
    },
  });
};
