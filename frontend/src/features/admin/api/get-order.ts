import { routes } from '@pele/shared/routes';
import type { AdminOrder } from '@pele/shared/schemas/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** One order; the row the list already loaded shows at once while the fresh copy comes. */
export const useAdminOrder = (id: string) => {
  const queryClient = useQueryClient();
  const listed = queryClient
    .getQueriesData<{ orders: AdminOrder[] }>({ queryKey: ['admin', 'orders'] })
    .flatMap(([, page]) => page?.orders ?? [])
    .find((order) => order.id === id);
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => apiRequest(routes.adminGetOrder, { params: { id }, signal }),
    placeholderData: listed,
  });
};
