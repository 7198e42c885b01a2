import * as z from 'zod/mini';
import { DEFAULT_TIME_USED, RATING_SCALE, REVIEW_MAX_PHOTOS, TIME_USED_OPTIONS } from '../constants';
import { validation } from '../messages';
import {
  idText,
  imageContentType,
  numberText,
  preprocess,
  presignedUpload,
  requiredText,
  text,
} from './common';

export * from './review-words';

import {
  REPORT_REASON_KEYS,
  REVIEW_CONTENT_MAX,
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE_MAX,
  reviewMessages,
} from './review-words';
import { schema } from './schema';

const rating = /* @__PURE__ */ schema(() =>
  z
    .number({ error: validation.ratingRequired })
    .check(
      z.int({ error: validation.ratingRequired }),
      z.gte(RATING_SCALE.min, { error: validation.ratingRequired }),
      z.lte(RATING_SCALE.max, { error: validation.ratingRequired }),
    ),
);
const title = /* @__PURE__ */ schema(() => requiredText(validation.reviewTitleRequired, REVIEW_TITLE_MAX));
const content = /* @__PURE__ */ schema(() =>
  requiredText(validation.reviewContentRequired, REVIEW_CONTENT_MAX, { multiline: true }),
);
const timeUsed = /* @__PURE__ */ schema(() => z.enum(TIME_USED_OPTIONS, { error: reviewMessages.timeUsed }));
/** Keys of presigned uploads (new photos) or, when editing, of the review's photos to keep. */
const images = /* @__PURE__ */ schema(() =>
  z
    .array(idText(512, reviewMessages.imageKey), { error: reviewMessages.images })
    .check(z.maxLength(REVIEW_MAX_PHOTOS, { error: reviewMessages.images })),
);

export const createReviewBody = /* @__PURE__ */ schema(() =>
  z.object({
    productId: text(128, {
      error: reviewMessages.productRequired,
      tooLong: reviewMessages.productNotFound,
    }).check(
      z.minLength(1, {
        error: reviewMessages.productRequired,
      }),
    ),
    rating,
    title,
    content,
    timeUsed: z._default(timeUsed, DEFAULT_TIME_USED),
    images: z._default(images, []),
  }),
);

/** Spec 7.4 sends `time_used` on update; `timeUsed` is accepted too. Omitted fields stay as they are. */
export const updateReviewBody = /* @__PURE__ */ schema(() =>
  z
    .object({
      rating: z.optional(rating),
      title: z.optional(title),
      content: z.optional(content),
      timeUsed: z.optional(timeUsed),
      time_used: z.optional(timeUsed),
      images: z.optional(images),
    })
    .check(
      z.refine((b) => Object.values(b).some((value) => value !== undefined), {
        error: reviewMessages.nothingToUpdate,
      }),
    ),
);

export const reviewIdParams = /* @__PURE__ */ schema(() =>
  z.object({
    id: idText(64, reviewMessages.notFound),
  }),
);

export const reviewUploadBody = /* @__PURE__ */ schema(() =>
  z.object({
    contentType: imageContentType,
    size: z.number({ error: 'Informe o tamanho do arquivo.' }).check(z.int(), z.positive()),
  }),
);
export const reviewUpload = presignedUpload;

export const productReviewsQuery = /* @__PURE__ */ schema(() =>
  z.object({
    limit: preprocess(
      (v) => (v === '' ? undefined : v),
      z._default(
        z.pipe(
          numberText(reviewMessages.limit),
          z
            .number()
            .check(
              z.gte(1, { error: reviewMessages.limit }),
              z.lte(REVIEWS_PAGE_SIZE_MAX, { error: reviewMessages.limit }),
            ),
        ),
        REVIEWS_PAGE_SIZE,
      ),
    ),
    /** `nextCursor` of the previous page. */
    cursor: z.optional(
      text(512, { error: reviewMessages.cursor, tooLong: reviewMessages.cursor, trim: false }).check(
        z.regex(/^[A-Za-z0-9_-]*$/, { error: reviewMessages.cursor }),
      ),
    ),
    sort: preprocess(
      (v) => (v === '' ? undefined : v),
      z._default(z.enum(REVIEW_SORTS, { error: reviewMessages.sort }), 'helpful'),
    ),
  }),
);

/** 'Denunciar': a reason from the list, and details (required for 'other'). */
export const reportReviewBody = /* @__PURE__ */ schema(() =>
  z
    .object({
      reason: z.enum(REPORT_REASON_KEYS, { error: reviewMessages.reportReason }),
      details: z._default(
        text(REVIEW_REPORT_DETAILS_MAX, {
          error: reviewMessages.reportDetails,
          tooLong: reviewMessages.reportDetails,
          multiline: true,
        }),
        '',
      ),
    })
    .check(
      z.refine((b) => b.reason !== 'other' || b.details.length > 0, {
        error: reviewMessages.reportDetailsRequired,
        path: ['details'],
      }),
    ),
);

/** The caller's 'Útil' on a review after a vote or its withdrawal. */
export const helpfulVote = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    helpfulCount: z.number().check(z.int()),
    votedHelpful: z.boolean(),
  }),
);

export const reviewReported = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string(), reported: z.literal(true) }),
);

/**
 * Reviews publish at once and staff moderate afterwards: `pending` is published and not yet looked at,
 * `approved` was looked at and kept, `rejected` is hidden and leaves the product's average and count.
 */
export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export const moderationState = /* @__PURE__ */ schema(() => z.enum(MODERATION_STATES));
export type ModerationState = z.infer<typeof moderationState>;

/** A review as anyone reads it on a product (spec 3 read form). */
export const review = /* @__PURE__ */ schema(() =>
  z.object({
    _id: z.string(),
    id: z.string(),
    productId: z.string(),
    /** Reviewer's name at the time of writing ('Anonymous' per spec when missing). */
    user: z.object({ name: z.string() }),
    rating: z.number().check(z.int()),
    title: z.string(),
    content: z.string(),
    timeUsed: z.string(),
    /** Presigned links of a few minutes to the re-encoded photos. */
    images: z.array(z.string()),
    /** Bought through the app; orders arrive later, so false for now. */
    verified: z.boolean(),
    approved: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** How many people marked it 'Útil' (one vote each). */
    helpfulCount: z.number().check(z.int()),
  }),
);
export type Review = z.infer<typeof review>;

/** A review on its product's list, with what the caller did to it. */
export const productReview = /* @__PURE__ */ schema(() =>
  z.extend(review, {
    /** The caller wrote it: no 'Útil' nor 'Denunciar' on it. */
    mine: z.boolean(),
    votedHelpful: z.boolean(),
    reported: z.boolean(),
  }),
);
export type ProductReview = z.infer<typeof productReview>;

/** The author's own review (spec 3 my-reviews read form), with both spellings the spec uses. */
export const myReview = /* @__PURE__ */ schema(() =>
  z.extend(review, {
    product: z.object({ id: z.string(), name: z.string(), image_url: z.string() }),
    product_id: z.string(),
    created_at: z.string(),
    time_used: z.string(),
    /** Keys of the kept photos, in the order of `images`, for editing without uploading again. */
    imageKeys: z.array(z.string()),
    moderation: moderationState,
  }),
);
export type MyReview = z.infer<typeof myReview>;

export const productReviews = /* @__PURE__ */ schema(() =>
  z.object({
    data: z.array(productReview),
    /** Average of all the product's ratings, two decimals; 0 without reviews. */
    average: z.number(),
    count: z.number().check(z.int()),
    nextCursor: z.nullable(z.string()),
    /** The caller's own review of this product, if any (so the UI offers edit instead of write). */
    userReviewId: z.nullable(z.string()),
  }),
);

export const deletedReview = /* @__PURE__ */ schema(() =>
  z.object({ deleted: z.literal(true), id: z.string() }),
);

export const myReviewList = /* @__PURE__ */ schema(() => z.array(myReview));
