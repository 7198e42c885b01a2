import { routes } from '@pele/shared/routes';
import type { ReportReason } from '@pele/shared/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterWrite } from '../../../lib/query-client';
import { reviewKeys } from './review-keys';

/** 'Útil' on (PUT) or off (DELETE): the server counts one vote per person either way. */
export const setHelpful = ({ id, helpful }: { id: string; helpful: boolean }) =>
  apiRequest(helpful ? routes.voteReviewHelpful : routes.withdrawReviewHelpful, { params: { id } });

/** 'Denunciar' with its reason: the review goes to staff's moderation queue. */
export const reportReview = ({
  id,
  reason,
  details,
}: {
  id: string;
  reason: ReportReason;
  details: string;
}) => apiRequest(routes.reportReview, { params: { id }, body: { reason, details } });

/** Both change what a product's review list shows (counts, order, the caller's marks). */
export const useHelpfulVote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHelpful,
    onSuccess: () => refreshAfterWrite(queryClient, reviewKeys.all),
  });
};

export const useReportReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportReview,
    onSuccess: () => refreshAfterWrite(queryClient, reviewKeys.all),
  });
};
