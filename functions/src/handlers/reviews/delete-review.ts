import { deleteReview } from '@pele/shared/routes/reviews';
import { reviewMessages } from '@pele/shared/schemas/reviews';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { notFound } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { reviewsBusy } from '../../services/review-errors';
import { reviewImages } from '../../services/review-images';

/** Owner only (someone else's review is not found); the product's average and count change in the same transaction. */
export const handler = createHandler(deleteReview, async ({ params, caller }) => {
  const outcome = await reviewsRepository.remove(caller.userId, params.id);
  if (outcome.kind === 'not-found') throw notFound(reviewMessages.notFound);
  if (outcome.kind === 'busy') throw reviewsBusy();
  await reviewImages.discard(outcome.record.imageKeys);
  return { deleted: true as const, id: params.id };
});
