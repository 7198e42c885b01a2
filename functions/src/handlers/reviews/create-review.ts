import { createReview } from '@pele/shared/routes/reviews';
import { reviewMessages } from '@pele/shared/schemas/reviews';
import { ulid } from 'ulid';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { conflict, notFound, unauthorized } from '../../domain/errors';
import type { ReviewRecord } from '../../domain/reviews/review-record';
import { createHandler } from '../../middleware/create-handler';
import { reviewImages } from '../../services/review-images';
import { presentMyReview } from '../../services/review-view';

/**
 * One review per user and product (409 on a second). The review, its uniqueness marker, the author's
 * pointer and the product's rating total and count are written in one transaction.
 */
export const handler = createHandler(createReview, async ({ body, caller, account }) => {
  if (!account) throw unauthorized();
  const product = await productsRepository.get(body.productId);
  if (!product) throw notFound(reviewMessages.productNotFound);
  // Cheap early answer before any photo is processed; the transaction's condition is what guarantees it.
  if (await reviewsRepository.reviewIdOf(product.id, caller.userId)) throw conflict(reviewMessages.duplicate);

  const imageKeys = await reviewImages.accept(caller.userId, body.images);
  const now = new Date().toISOString();
  const record: ReviewRecord = {
    id: ulid(),
    productId: product.id,
    userId: caller.userId,
    userName: account.name,
    rating: body.rating,
    title: body.title,
    content: body.content,
    timeUsed: body.timeUsed,
    imageKeys,
    moderation: 'pending',
    approved: true,
    verified: false,
    createdAt: now,
    updatedAt: now,
    revision: 0,
  };
  // A refused review (duplicate, product gone, busy) leaves no orphan photos behind.
  await reviewsRepository.create(record).catch(async (error: unknown) => {
    await reviewImages.discard(caller.userId, imageKeys);
    throw error;
  });
  return presentMyReview(record, product);
});
