import type { ResponseOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export type MyReview = ResponseOf<typeof routes.myReviews>[number];

/** The user's own reviews with their products. */
export const getMyReviews = (signal?: AbortSignal) => apiRequest(routes.myReviews, { signal });

export const useMyReviews = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: reviewKeys.mine(),
    queryFn: ({ signal }) => getMyReviews(signal),
    enabled: options.enabled,
  });
