import { routes } from '@pele/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterReviewChange } from './invalidate-after-review-change';
import { reviewKeys } from './review-keys';

/** Deletes one of the user's own reviews. */
export const deleteReview = (id: string) => apiRequest(routes.deleteReview, { params: { id } });

export const useDeleteReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_data, id) => {
      queryClient.setQueryData(reviewKeys.mine(), (list: Array<{ id: string }> | undefined) =>
        list?.filter((review) => review.id !== id),
      );
      return invalidateAfterReviewChange(queryClient);
    },
  });
};
