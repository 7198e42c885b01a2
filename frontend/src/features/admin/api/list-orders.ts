import type { QueryOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, listQueryOptions } from './admin-keys';

export const useAdminOrders = (query: QueryOf<typeof routes.adminListOrders>) =>
  useQuery({
    queryKey: adminKeys.orders(query),
    queryFn: ({ signal }) => apiRequest(routes.adminListOrders, { query, signal }),
    ...listQueryOptions,
  });
