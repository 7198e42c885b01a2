import { routes } from '@pele/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { premiumKeys } from './premium-keys';

/** What the server decides about the caller's access (trial, plan, features): the rule every gate applies. */
export const getPaywallStatus = (signal?: AbortSignal) => apiRequest(routes.paywallStatus, { signal });

/** The query itself, for the hook and for starting it before React renders (app/prefetch-app-home.ts). */
export const paywallStatusQuery = () =>
  queryOptions({ queryKey: premiumKeys.paywall(), queryFn: ({ signal }) => getPaywallStatus(signal) });

export const usePaywallStatus = () => useQuery(paywallStatusQuery());
