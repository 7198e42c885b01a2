import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { premiumKeys } from './premium-keys';

export const getActiveSubscription = (signal?: AbortSignal) =>
  apiRequest(routes.activeSubscription, { signal });

/** `enabled` false waits (the plan list asks only once a checkout was refused as a second subscription). */
export const useActiveSubscription = (enabled = true) =>
  useQuery({
    queryKey: premiumKeys.active(),
    queryFn: ({ signal }) => getActiveSubscription(signal),
    enabled,
  });
