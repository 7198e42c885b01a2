import { adminListReviews } from '@pele/shared/routes/admin';
import { MODERATION_STATES } from '@pele/shared/schemas/reviews';
import { countersRepository } from '../../adapters/dynamo/counters';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { createHandler } from '../../middleware/create-handler';
import { presentAdminReviews } from '../../services/admin/admin-review-views';
import { countedIn, paginationOf } from '../../services/admin/admin-views';

/** Every review (or one moderation state), newest first; page counts from the per-state counters. */
export const handler = createHandler(adminListReviews, async ({ query }) => {
  const [reviews, totals] = await Promise.all([
    reviewsRepository.adminPage(query.status, query.page, query.limit),
    countersRepository.totals(),
  ]);
  const total = countedIn(totals, 'reviews', query.status ? [query.status] : MODERATION_STATES);
  return {
    reviews: await presentAdminReviews(reviews),
    pagination: paginationOf(query.page, query.limit, total),
  };
});
