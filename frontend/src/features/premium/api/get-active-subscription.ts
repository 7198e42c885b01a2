import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { premiumKeys } from './premium-keys';

export const getActiveSubscription = (signal?: AbortSignal) =>
  apiRequest(routes.activeSubscription, { signal });

export const useActiveSubscription = () =>
  useQuery({ queryKey: premiumKeys.active(), queryFn: ({ signal }) => getActiveSubscription(signal) });
