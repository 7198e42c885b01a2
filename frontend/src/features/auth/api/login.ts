import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type LoginInput = BodyOf<typeof routes.login>;

export const login = (body: LoginInput) => apiRequest(routes.login, { body });

export const useLogin = () => useMutation({ mutationFn: login });
