import { z } from 'zod';
import { defineRoute, type RouteDef } from '../route-def';
import { productIdParams } from '../schemas/products';
import * as schema from '../schemas/reviews';

/**
 * Product reviews (spec 7.4). One review per user and product; the product's average and count change in the
 * same DynamoDB transaction as the review. Photos go through presigned uploads and are re-encoded on create.
 */
export const reviewRoutes = {
  reviewUpload: defineRoute({
    method: 'POST',
    path: '/api/reviews/uploads',
    handler: 'reviews/create-upload',
    access: 'user',
    body: schema.reviewUploadBody,
    response: schema.reviewUpload,
    grants: ['uploads:write'],
  }),
  createReview: defineRoute({
    method: 'POST',
    path: '/api/reviews',
    handler: 'reviews/create-review',
    access: 'user',
    status: 201,
    body: schema.createReviewBody,
    response: schema.myReview,
    memoryMb: 1024,
    timeoutSeconds: 20,
    grants: ['table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
  }),
  updateReview: defineRoute({
    method: 'PUT',
    path: '/api/reviews/{id}',
    handler: 'reviews/update-review',
    access: 'user',
    params: schema.reviewIdParams,
    body: schema.updateReviewBody,
    response: schema.myReview,
    memoryMb: 1024,
    timeoutSeconds: 20,
    grants: ['table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
  }),
  deleteReview: defineRoute({
    method: 'DELETE',
    path: '/api/reviews/{id}',
    handler: 'reviews/delete-review',
    access: 'user',
    params: schema.reviewIdParams,
    response: schema.deletedReview,
    grants: ['table:write', 'uploads:delete'],
  }),
  productReviews: defineRoute({
    method: 'GET',
    path: '/api/reviews/product/{id}',
    handler: 'reviews/product-reviews',
    access: 'user',
    params: productIdParams,
    query: schema.productReviewsQuery,
    response: schema.productReviews,
    grants: ['uploads:read'],
  }),
  myReviews: defineRoute({
    method: 'GET',
    path: '/api/reviews/user',
    handler: 'reviews/my-reviews',
    access: 'user',
    response: z.array(schema.myReview),
    grants: ['uploads:read'],
  }),
} satisfies Record<string, RouteDef>;
