import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, listQueryOptions } from './admin-keys';

export const useAnalytics = (period: '7d' | '30d' | '90d') =>
  useQuery({
    queryKey: adminKeys.analytics(period),
    queryFn: ({ signal }) => apiRequest(routes.adminAnalytics, { query: { period }, signal }),
    ...listQueryOptions,
  });
