import type { ResponseOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys } from './product-keys';

export type RecommendedProducts = ResponseOf<typeof routes.recommendedProducts>;

/**
 * Products ranked for the latest analysis, each with its score and reason. Without an analysis the
 * answer has `hasAnalysis: false`, an empty list and the message the empty state shows.
 */
export const getRecommendedProducts = (limit: number, signal?: AbortSignal) =>
  apiRequest(routes.recommendedProducts, { query: { limit }, signal });

export const useRecommendedProducts = (limit: number, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: productKeys.recommended(limit),
    queryFn: ({ signal }) => getRecommendedProducts(limit, signal),
    enabled: options.enabled,
  });
