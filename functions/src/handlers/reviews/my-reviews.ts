import { myReviews } from '@pele/shared/routes/reviews';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { createHandler } from '../../middleware/create-handler';
import { catalogCache } from '../../services/catalog-index';
import { presentMyReview } from '../../services/review-view';

/** The caller's reviews, newest first, each with its product's id, name and image. */
export const handler = createHandler(myReviews, async ({ caller }) => {
  const [records, index] = await Promise.all([
    reviewsRepository.listByUser(caller.userId),
    catalogCache.get(),
  ]);
  return Promise.all(records.map((record) => presentMyReview(record, index.get(record.productId))));
});
