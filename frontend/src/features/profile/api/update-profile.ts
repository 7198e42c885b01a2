import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type UpdateProfileInput = BodyOf<typeof routes.updateProfile>;

export const updateProfile = (body: UpdateProfileInput) => apiRequest(routes.updateProfile, { body });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
