import { reportReview } from '@pele/shared/routes/reviews';
import { reviewFeedbackRepository } from '../../adapters/dynamo/review-feedback-repository';
import { createHandler } from '../../middleware/create-handler';
import { reviewForFeedback } from '../../services/review-feedback';

/**
 * 'Denunciar': one report per person (409 on a second), with its reason; the review goes to staff's pending
 * queue, where the reasons show. It stays published until staff decide.
 */
export const handler = createHandler(reportReview, async ({ params, body, caller, event }) => {
  const review = await reviewForFeedback(params.id, caller, event, 'report');
  const now = new Date();
  await reviewFeedbackRepository.report(
    caller.userId,
    review,
    { reason: body.reason, details: body.details, createdAt: now.toISOString() },
    now,
  );
  return { id: review.id, reported: true as const };
});
