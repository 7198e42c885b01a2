import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { premiumKeys } from './premium-keys';

/** What the server decides about the caller's access (trial, plan, features): the rule every gate applies. */
export const getPaywallStatus = (signal?: AbortSignal) => apiRequest(routes.paywallStatus, { signal });

export const usePaywallStatus = () =>
  useQuery({ queryKey: premiumKeys.paywall(), queryFn: ({ signal }) => getPaywallStatus(signal) });
