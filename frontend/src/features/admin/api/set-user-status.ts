import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';
import { useAdminWrite } from './use-admin-write';

export const useSetUserStatus = () =>
  useAdminWrite((input: { id: string; isActive: boolean }) =>
    apiRequest(routes.adminSetUserStatus, { params: { id: input.id }, body: { isActive: input.isActive } }),
  );
