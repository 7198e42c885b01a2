import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const useAppSettings = () =>
  useQuery({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => apiRequest(routes.adminGetSettings, { signal }),
  });
