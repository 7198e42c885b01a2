import type { QueryOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, listQueryOptions } from './admin-keys';

export const useAdminUsers = (query: QueryOf<typeof routes.adminListUsers>) =>
  useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => apiRequest(routes.adminListUsers, { query, signal }),
    ...listQueryOptions,
  });
