import { deleteReview } from '@pele/shared/routes/reviews';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { createHandler } from '../../middleware/create-handler';
import { reviewImages } from '../../services/review-images';

/** Owner only (someone else's review is not found); the product's average and count change in the same transaction. */
export const handler = createHandler(deleteReview, async ({ params, caller }) => {
  const removed = await reviewsRepository.remove(caller.userId, params.id);
  await reviewImages.discard(caller.userId, removed.imageKeys);
  return { deleted: true as const, id: params.id };
});
