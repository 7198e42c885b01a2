import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterReviewChange } from './invalidate-after-review-change';

export type CreateReviewBody = BodyOf<typeof routes.createReview>;

/** One review per user and product: a second one answers 409 with the server's message. */
export const createReview = (body: CreateReviewBody) => apiRequest(routes.createReview, { body });

export const useCreateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => invalidateAfterReviewChange(queryClient),
  });
};
