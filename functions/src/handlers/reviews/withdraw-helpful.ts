import { withdrawReviewHelpful } from '@pele/shared/routes/reviews';
import { reviewFeedbackRepository } from '../../adapters/dynamo/review-feedback-repository';
import { createHandler } from '../../middleware/create-handler';
import { reviewForFeedback } from '../../services/review-feedback';

/** Takes the caller's 'Útil' back; without a vote, nothing changes and the count is answered as it is. */
export const handler = createHandler(withdrawReviewHelpful, async ({ params, caller, event }) => {
  const review = await reviewForFeedback(params.id, caller, event, 'helpful');
  const helpfulCount = await reviewFeedbackRepository.withdraw(caller.userId, review);
  return { id: review.id, helpfulCount, votedHelpful: false };
});
