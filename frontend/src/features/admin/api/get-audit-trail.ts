import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const useAuditTrail = (limit = 10) =>
  useQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal }) => apiRequest(routes.adminAudit, { query: { limit }, signal }),
  });
