import { type productReviewsQuery, reviewMessages } from '@pele/shared/schemas/reviews';
import type { z } from 'zod/mini';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { reviewFeedbackRepository } from '../../adapters/dynamo/review-feedback-repository';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { notFound } from '../../domain/errors';
import { summaryAverage } from '../../domain/products/product-record';
import { pageOfReviews } from '../../domain/reviews/review-feedback';
import { catalogCache } from '../catalog-index';
import { presentMyReview, presentReview } from '../review-view';

/** The caller's reviews, newest first, each with its product's id, name and image. */
export const reviewsBy = async (userId: string) => {
  const [records, index] = await Promise.all([reviewsRepository.listByUser(userId), catalogCache.get()]);
  // A product staff deleted is out of the index; its item stays, so the review still names it.
  return Promise.all(
    records.map(async (record) =>
      presentMyReview(
        record,
        index.get(record.productId) ?? (await productsRepository.getIncludingDeleted(record.productId)),
      ),
    ),
  );
};

/**
 * A product's shown reviews, a page at a time, most helpful first (`sort=helpful`, the default) or newest
 * first (`sort=recent`), with the product's average and count and what the caller did to each review.
 */
export const reviewsOfProduct = async (
  userId: string,
  productId: string,
  query: z.output<typeof productReviewsQuery>,
) => {
  const [product, page, userReviewId] = await Promise.all([
    productsRepository.get(productId),
    query.sort === 'recent'
      ? reviewsRepository.listByProduct(productId, query.limit, query.cursor)
      : reviewsRepository
          .listAllShownByProduct(productId)
          .then((all) => pageOfReviews(all, 'helpful', query.limit, query.cursor)),
    reviewsRepository.reviewIdOf(productId, userId),
  ]);
  if (!product) throw notFound(reviewMessages.productNotFound);
  const marks = await reviewFeedbackRepository.marksOf(userId, page.reviews);
  return {
    data: await Promise.all(
      page.reviews.map(async (record) => ({
        ...(await presentReview(record)),
        mine: record.userId === userId,
        votedHelpful: marks.voted.has(record.id),
        reported: marks.reported.has(record.id),
      })),
    ),
    average: summaryAverage(product),
    count: product.numReviews,
    nextCursor: page.nextCursor,
    userReviewId,
  };
};
