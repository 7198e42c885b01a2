import { routes } from '@pele/shared/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { premiumKeys } from './premium-keys';

/** What moving the active subscription to `planId` charges now (the provider's proration); nothing changes. */
export const getPlanChangePreview = (id: string, planId: string, signal?: AbortSignal) =>
  apiRequest(routes.previewPlanChange, { params: { id }, query: { planId }, signal });

/**
 * The quote, read afresh each time the confirmation opens (never kept: the credit shrinks by the minute). Its key
 * sits outside the premium keys, so the refresh after a change does not ask again for a quote that no longer holds.
 */
export const usePlanChangePreview = (id: string | null, planId: string | null) =>
  useQuery({
    queryKey: ['plan-change', id, planId],
    queryFn: ({ signal }) => getPlanChangePreview(id as string, planId as string, signal),
    enabled: Boolean(id && planId),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

export const changePlan = (input: { id: string; planId: string; prorationDate: number }) =>
  apiRequest(routes.changePlan, {
    params: { id: input.id },
    body: { planId: input.planId, prorationDate: input.prorationDate },
  });

export const useChangePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: () => refreshAfterWrite(queryClient, premiumKeys.all),
  });
};
