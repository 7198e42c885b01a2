import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const useAdminPlans = () =>
  useQuery({
    queryKey: adminKeys.plans(),
    queryFn: ({ signal }) => apiRequest(routes.adminListPlans, { signal }),
  });
