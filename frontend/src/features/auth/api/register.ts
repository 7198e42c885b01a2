import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type RegisterInput = BodyOf<typeof routes.register>;

export const register = (body: RegisterInput) => apiRequest(routes.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
