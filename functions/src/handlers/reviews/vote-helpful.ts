import { voteReviewHelpful } from '@pele/shared/routes/reviews';
import { reviewFeedbackRepository } from '../../adapters/dynamo/review-feedback-repository';
import { createHandler } from '../../middleware/create-handler';
import { reviewForFeedback } from '../../services/review-feedback';

/** 'Útil': counts the caller's vote once; a second vote answers the same count. Never on one's own review. */
export const handler = createHandler(voteReviewHelpful, async ({ params, caller, event }) => {
  const review = await reviewForFeedback(params.id, caller, event, 'helpful');
  const helpfulCount = await reviewFeedbackRepository.vote(caller.userId, review);
  return { id: review.id, helpfulCount, votedHelpful: true };
});
