import type { QueryOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, listQueryOptions } from './admin-keys';

export const useAdminReviews = (query: QueryOf<typeof routes.adminListReviews>) =>
  useQuery({
    queryKey: adminKeys.reviews(query),
    queryFn: ({ signal }) => apiRequest(routes.adminListReviews, { query, signal }),
    ...listQueryOptions,
  });
