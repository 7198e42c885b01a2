import { routes } from '@pele/shared/routes';
import type { OrderStatus } from '@pele/shared/schemas/orders';
import { apiRequest } from '../../../lib/api-client';
import { useAdminWrite } from './use-admin-write';

export const useSetOrderStatus = () =>
  useAdminWrite(
    (input: { id: string; status: OrderStatus }) =>
      apiRequest(routes.adminSetOrderStatus, { params: { id: input.id }, body: { status: input.status } }),
    { catalog: true },
  );
