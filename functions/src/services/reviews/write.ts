import { type createReviewBody, reviewMessages, type updateReviewBody } from '@pele/shared/schemas/reviews';
import { ulid } from 'ulid';
import type { z } from 'zod/mini';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { conflict, notFound } from '../../domain/errors';
import type { ReviewChanges, ReviewRecord } from '../../domain/reviews/review-record';
import type { UserProfile } from '../../domain/users/user-profile';
import { reviewImages } from '../review-images';
import { presentMyReview } from '../review-view';

/**
 * One review per user and product (409 on a second). The review, its uniqueness marker, the author's
 * pointer and the product's rating total and count are written in one transaction.
 */
export const writeReview = async (account: UserProfile, body: z.output<typeof createReviewBody>) => {
  const product = await productsRepository.get(body.productId);
  if (!product) throw notFound(reviewMessages.productNotFound);
  // Cheap early answer before any photo is processed; the transaction's condition is what guarantees it.
  if (await reviewsRepository.reviewIdOf(product.id, account.userId))
    throw conflict(reviewMessages.duplicate);

  const imageKeys = await reviewImages.accept(account.userId, body.images);
  const now = new Date().toISOString();
  const record: ReviewRecord = {
    id: ulid(),
    productId: product.id,
    userId: account.userId,
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
    await reviewImages.discard(account.userId, imageKeys);
    throw error;
  });
  return presentMyReview(record, product);
};

/**
 * Owner only: the review is looked up through the caller's own partition, so someone else's review id is
 * simply not found (404), like a review that does not exist. A rating change moves the product's total in
 * the same transaction. `images`, when given, lists the photos to keep plus new uploads.
 */
export const editReview = async (
  userId: string,
  account: UserProfile | undefined,
  reviewId: string,
  body: z.output<typeof updateReviewBody>,
) => {
  const current = await reviewsRepository.getOwn(userId, reviewId);
  if (!current) throw notFound(reviewMessages.notFound);

  const changes: ReviewChanges = {
    rating: body.rating,
    title: body.title,
    content: body.content,
    timeUsed: body.timeUsed ?? body.time_used,
    userName: account?.name,
  };
  let added: string[] = [];
  if (body.images !== undefined) {
    changes.imageKeys = await reviewImages.accept(userId, body.images, current.imageKeys);
    added = changes.imageKeys.filter((key) => !current.imageKeys.includes(key));
  }
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ReviewChanges;

  const updated = await reviewsRepository
    .update(userId, reviewId, defined, new Date().toISOString())
    .catch(async (error: unknown) => {
      await reviewImages.discard(userId, added);
      throw error;
    });
  if (defined.imageKeys)
    await reviewImages.discard(
      userId,
      current.imageKeys.filter((key) => !defined.imageKeys?.includes(key)),
    );
  return presentMyReview(updated, await productsRepository.get(updated.productId));
};
