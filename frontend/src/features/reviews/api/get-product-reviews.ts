import type { ResponseOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { REVIEWS_PAGE_SIZE, type ReviewSort } from '@pele/shared/schemas/reviews';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

export type ProductReviews = ResponseOf<typeof routes.productReviews>;

/** One page of a product's reviews (most helpful first unless `sort` says newest), with its average and count. */
export const getProductReviews = (
  productId: string,
  {
    limit = REVIEWS_PAGE_SIZE,
    cursor,
    sort = 'helpful',
    signal,
  }: { limit?: number; cursor?: string; sort?: ReviewSort; signal?: AbortSignal } = {},
) =>
  apiRequest(routes.productReviews, {
    params: { id: productId },
    query: { limit, sort, ...(cursor ? { cursor } : {}) },
    signal,
  });

/** The first `limit` reviews (the detail's reviews tab shows 3; the recent-reviews section a few). */
export const useProductReviews = (
  productId: string,
  limit: number,
  options: { enabled?: boolean; sort?: ReviewSort } = {},
) =>
  useQuery({
    queryKey: reviewKeys.productPage(productId, limit, options.sort),
    queryFn: ({ signal }) => getProductReviews(productId, { limit, sort: options.sort, signal }),
    enabled: options.enabled,
  });

/** Every review, page after page ('Ver Todas as Avaliações'). */
export const useAllProductReviews = (
  productId: string,
  options: { enabled?: boolean; sort?: ReviewSort } = {},
) =>
  useInfiniteQuery({
    queryKey: reviewKeys.productAll(productId, options.sort),
    queryFn: ({ pageParam, signal }) =>
      getProductReviews(productId, { cursor: pageParam, sort: options.sort, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: options.enabled,
  });
