import { routes } from '@pele/shared/routes';
import { apiRequest } from '../../../lib/api-client';
import { useAdminWrite } from './use-admin-write';

export const useModerateReview = () =>
  useAdminWrite(
    (input: { id: string; approved: boolean }) =>
      apiRequest(routes.adminModerateReview, {
        params: { id: input.id },
        body: { approved: input.approved },
      }),
    { catalog: true },
  );
