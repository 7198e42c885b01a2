import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';
import { useAdminWrite } from './use-admin-write';

export const useSaveSettings = () =>
  useAdminWrite((body: BodyOf<typeof routes.adminUpdateSettings>) =>
    apiRequest(routes.adminUpdateSettings, { body }),
  );
