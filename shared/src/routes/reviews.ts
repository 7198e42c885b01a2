import { defineRoute, type RouteDef } from '../route-def';
import { productIdParams } from '../schemas/products';
import * as schema from '../schemas/reviews';

/**
 * Product reviews (spec 7.4). One review per user and product; the product's average and count change in the
 * same DynamoDB transaction as the review. Photos go through presigned uploads and are re-encoded on create.
 */
export const reviewUpload = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/reviews/uploads',
  access: 'user',
  body: schema.reviewUploadBody,
  response: schema.reviewUpload,
});

export const createReview = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/reviews',
  access: 'user',
  status: 201,
  body: schema.createReviewBody,
  response: schema.myReview,
});

export const updateReview = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/reviews/{id}',
  access: 'user',
  params: schema.reviewIdParams,
  body: schema.updateReviewBody,
  response: schema.myReview,
});

export const deleteReview = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/reviews/{id}',
  access: 'user',
  params: schema.reviewIdParams,
  response: schema.deletedReview,
});

export const productReviews = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/reviews/product/{id}',
  access: 'user',
  params: productIdParams,
  query: schema.productReviewsQuery,
  response: schema.productReviews,
});

export const myReviews = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/reviews/user',
  access: 'user',
  response: schema.myReviewList,
});

/** 'Útil': one vote per person, idempotent (a second PUT changes nothing); not on one's own review. */
export const voteReviewHelpful = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/reviews/{id}/helpful',
  access: 'user',
  params: schema.reviewIdParams,
  response: schema.helpfulVote,
});

/** Takes the caller's 'Útil' back, idempotent (the button toggles between the two). */
export const withdrawReviewHelpful = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/reviews/{id}/helpful',
  access: 'user',
  params: schema.reviewIdParams,
  response: schema.helpfulVote,
});

/** 'Denunciar': one report per person with its reason; the review goes to staff's moderation queue. */
export const reportReview = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/reviews/{id}/report',
  access: 'user',
  status: 201,
  params: schema.reviewIdParams,
  body: schema.reportReviewBody,
  response: schema.reviewReported,
});

export const reviewRoutes = {
  reviewUpload,
  createReview,
  updateReview,
  deleteReview,
  productReviews,
  myReviews,
  voteReviewHelpful,
  withdrawReviewHelpful,
  reportReview,
} satisfies Record<string, RouteDef>;
