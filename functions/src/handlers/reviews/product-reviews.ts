import { productReviews } from '@pele/shared/routes/reviews';
import { reviewMessages } from '@pele/shared/schemas/reviews';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { reviewFeedbackRepository } from '../../adapters/dynamo/review-feedback-repository';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { notFound } from '../../domain/errors';
import { summaryAverage } from '../../domain/products/product-record';
import { pageOfReviews } from '../../domain/reviews/review-feedback';
import { createHandler } from '../../middleware/create-handler';
import { presentReview } from '../../services/review-view';

/**
 * A product's shown reviews, a page at a time, most helpful first (`sort=helpful`, the default) or newest
 * first (`sort=recent`), with the product's average and count and what the caller did to each review.
 */
export const handler = createHandler(productReviews, async ({ params, query, caller }) => {
  const [product, page, userReviewId] = await Promise.all([
    productsRepository.get(params.id),
    query.sort === 'recent'
      ? reviewsRepository.listByProduct(params.id, query.limit, query.cursor)
      : reviewsRepository
          .listAllShownByProduct(params.id)
          .then((all) => pageOfReviews(all, 'helpful', query.limit, query.cursor)),
    reviewsRepository.reviewIdOf(params.id, caller.userId),
  ]);
  if (!product) throw notFound(reviewMessages.productNotFound);
  const marks = await reviewFeedbackRepository.marksOf(caller.userId, page.reviews);
  return {
    data: await Promise.all(
      page.reviews.map(async (record) => ({
        ...(await presentReview(record)),
        mine: record.userId === caller.userId,
        votedHelpful: marks.voted.has(record.id),
        reported: marks.reported.has(record.id),
      })),
    ),
    average: summaryAverage(product),
    count: product.numReviews,
    nextCursor: page.nextCursor,
    userReviewId,
  };
});
