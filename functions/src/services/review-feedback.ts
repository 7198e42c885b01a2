import { reviewsRepository } from '../adapters/dynamo/reviews-repository';
import { assertMayGiveFeedback, type FeedbackKind } from '../domain/reviews/review-feedback';
import type { ReviewRecord } from '../domain/reviews/review-record';
import type { ApiEvent, Caller } from '../middleware/types';
import { attemptGuard, clientAddress } from './attempt-guard';

const limits = { helpful: attemptGuard('reviewHelpful'), report: attemptGuard('reviewReport') } as const;

/**
 * The review a reader gives feedback on ('Útil', 'Denunciar'), once the rules allow it: someone else's review
 * that is shown (404 otherwise, 403 on one's own), then the action's rate limit for the account and the
 * address (429 with Retry-After). A refused request counts nothing and changes nothing.
 */
export async function reviewForFeedback(
  reviewId: string,
  caller: Caller,
  event: ApiEvent,
  kind: FeedbackKind,
): Promise<ReviewRecord> {
  const review = await reviewsRepository.getById(reviewId);
  assertMayGiveFeedback(review, caller.userId, kind);
  const who = { accountId: caller.userId, address: clientAddress(event) };
  await limits[kind].reserve(who);
  await limits[kind].counted(who);
  return review;
}
