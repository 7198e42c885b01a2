import type { BodyOf } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterReviewChange } from './invalidate-after-review-change';

export type UpdateReviewBody = BodyOf<typeof routes.updateReview>;

/** Spec 7.4's update payload: rating, title, content, time_used (plus the photos kept or added). */
export const updateReview = (id: string, body: UpdateReviewBody) =>
  apiRequest(routes.updateReview, { params: { id }, body });

export const useUpdateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateReviewBody }) => updateReview(id, body),
    onSuccess: () => invalidateAfterReviewChange(queryClient),
  });
};
