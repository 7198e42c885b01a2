import type { adminReviewsQuery } from '@pele/shared/schemas/admin';
import { MODERATION_STATES } from '@pele/shared/schemas/reviews';
import type { z } from 'zod/mini';
import { countersRepository } from '../../adapters/dynamo/counters';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { presentAdminReviews } from './admin-review-views';
import { countedIn, paginationOf } from './admin-views';

/** Every review (or one moderation state), newest first; page counts from the per-state counters. */
export const reviewsPage = async (query: z.output<typeof adminReviewsQuery>) => {
  const [reviews, totals] = await Promise.all([
    reviewsRepository.adminPage(query.status, query.page, query.limit),
    countersRepository.totals(),
  ]);
  const total = countedIn(totals, 'reviews', query.status ? [query.status] : MODERATION_STATES);
  return {
    reviews: await presentAdminReviews(reviews),
    pagination: paginationOf(query.page, query.limit, total),
  };
};
