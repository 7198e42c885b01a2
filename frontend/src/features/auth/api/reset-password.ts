import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const resetPassword = (body: BodyOf<typeof routes.resetPassword>) =>
  apiRequest(routes.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
