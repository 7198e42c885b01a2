import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { premiumKeys } from './premium-keys';

/** The plans of the paywall (public call, spec 7.7). */
export const getPlans = (signal?: AbortSignal) => apiRequest(routes.listPlans, { signal });

export const usePlans = () =>
  useQuery({ queryKey: premiumKeys.plans(), queryFn: ({ signal }) => getPlans(signal) });
