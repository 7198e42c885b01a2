import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';
import { useAdminWrite } from './use-admin-write';

export const useDeleteProduct = () =>
  useAdminWrite((id: string) => apiRequest(routes.adminDeleteProduct, { params: { id } }), { catalog: true });
