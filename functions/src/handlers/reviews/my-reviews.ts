import { myReviews } from '@pele/shared/routes/reviews';
import { productsRepository } from '../../adapters/dynamo/products-repository';
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
  // A product staff deleted is out of the index; its item stays, so the review still names it.
  return Promise.all(
    records.map(async (record) =>
      presentMyReview(
        record,
        index.get(record.productId) ?? (await productsRepository.getIncludingDeleted(record.productId)),
      ),
    ),
  );
});
