import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const profileQueryKey = ['auth', 'profile'] as const;

export const getProfile = (signal?: AbortSignal) => apiRequest(routes.profile, { signal });

export const useProfile = (enabled = true) =>
  useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), enabled });
