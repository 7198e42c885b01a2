import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const useDashboardStats = () =>
  useQuery({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => apiRequest(routes.adminDashboardStats, { signal }),
  });
