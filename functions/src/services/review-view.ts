import type { MyReview, Review } from '@pele/shared/schemas/reviews';
import { mediaUrl } from '../adapters/storage/media-url';
import { privateImageLinks } from '../adapters/storage/private-image-links';
import type { ProductRecord } from '../domain/products/product-record';
import type { ReviewRecord } from '../domain/reviews/review-record';

/** Spec 3: the reviewer's name, else 'Anonymous'. */
const ANONYMOUS = 'Anonymous';

export async function presentReview(record: ReviewRecord): Promise<Review> {
  return {
    _id: record.id,
    id: record.id,
    productId: record.productId,
    user: { name: record.userName?.trim() || ANONYMOUS },
    rating: record.rating,
    title: record.title,
    content: record.content,
    timeUsed: record.timeUsed,
    // Presigned GETs of a few minutes: review photos stay in the private bucket.
    images: await privateImageLinks.readLinks(record.imageKeys),
    verified: record.verified,
    approved: record.approved,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    helpfulCount: record.helpfulCount ?? 0,
  };
}

/** The author's own review, in the my-reviews form (both spellings the spec uses). */
export async function presentMyReview(
  record: ReviewRecord,
  product: Pick<ProductRecord, 'id' | 'name' | 'imageKey'> | undefined,
): Promise<MyReview> {
  const review = await presentReview(record);
  return {
    ...review,
    product: {
      id: record.productId,
      name: product?.name ?? '',
      image_url: product ? mediaUrl(product.imageKey) : '',
    },
    product_id: record.productId,
    created_at: record.createdAt,
    time_used: record.timeUsed,
    imageKeys: record.imageKeys,
    moderation: record.moderation,
  };
}
