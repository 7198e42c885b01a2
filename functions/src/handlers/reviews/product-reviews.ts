import { productReviews } from '@pele/shared/routes/reviews';
import { reviewMessages } from '@pele/shared/schemas/reviews';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { notFound } from '../../domain/errors';
import { summaryAverage } from '../../domain/products/product-record';
import { createHandler } from '../../middleware/create-handler';
import { presentReview } from '../../services/review-view';

/** A product's approved reviews, newest first, a page at a time, with the product's average and count. */
export const handler = createHandler(productReviews, async ({ params, query, caller }) => {
  const [product, page, userReviewId] = await Promise.all([
    productsRepository.get(params.id),
    reviewsRepository.listByProduct(params.id, query.limit, query.cursor),
    reviewsRepository.reviewIdOf(params.id, caller.userId),
  ]);
  if (!product) throw notFound(reviewMessages.productNotFound);
  return {
    data: await Promise.all(page.reviews.map(presentReview)),
    average: summaryAverage(product),
    count: product.numReviews,
    nextCursor: page.nextCursor,
    userReviewId,
  };
});
