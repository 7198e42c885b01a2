import type { QueryOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, listQueryOptions } from './admin-keys';

export const useAdminProducts = (query: QueryOf<typeof routes.adminListProducts>) =>
  useQuery({
    queryKey: adminKeys.products(query),
    queryFn: ({ signal }) => apiRequest(routes.adminListProducts, { query, signal }),
    ...listQueryOptions,
  });
