import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const forgotPassword = (body: BodyOf<typeof routes.forgotPassword>) =>
  apiRequest(routes.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
