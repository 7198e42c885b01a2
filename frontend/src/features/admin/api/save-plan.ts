import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';
import { useAdminWrite } from './use-admin-write';

export const useSavePlan = () =>
  useAdminWrite((input: { id: string; body: BodyOf<typeof routes.adminUpdatePlan> }) =>
    apiRequest(routes.adminUpdatePlan, { params: { id: input.id }, body: input.body }),
  );
