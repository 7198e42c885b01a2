import { updateReview } from '@pele/shared/routes/reviews';
import { reviewMessages } from '@pele/shared/schemas/reviews';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { notFound } from '../../domain/errors';
import type { ReviewChanges } from '../../domain/reviews/review-record';
import { createHandler } from '../../middleware/create-handler';
import { reviewImages } from '../../services/review-images';
import { presentMyReview } from '../../services/review-view';

/**
 * Owner only: the review is looked up through the caller's own partition, so someone else's review id is
 * simply not found (404), like a review that does not exist. A rating change moves the product's total in
 * the same transaction. `images`, when given, lists the photos to keep plus new uploads.
 */
export const handler = createHandler(updateReview, async ({ params, body, caller, account }) => {
  const current = await reviewsRepository.getOwn(caller.userId, params.id);
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
    changes.imageKeys = await reviewImages.accept(caller.userId, body.images, current.imageKeys);
    added = changes.imageKeys.filter((key) => !current.imageKeys.includes(key));
  }
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ReviewChanges;

  const updated = await reviewsRepository
    .update(caller.userId, params.id, defined, new Date().toISOString())
    .catch(async (error: unknown) => {
      await reviewImages.discard(caller.userId, added);
      throw error;
    });
  if (defined.imageKeys)
    await reviewImages.discard(
      caller.userId,
      current.imageKeys.filter((key) => !defined.imageKeys?.includes(key)),
    );
  return presentMyReview(updated, await productsRepository.get(updated.productId));
});
