import { adminListReviews } from '@pele/shared/routes/admin';
import { MODERATION_STATES, type ModerationState } from '@pele/shared/schemas/reviews';
import { countersRepository } from '../../adapters/dynamo/counters';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { createHandler } from '../../middleware/create-handler';
import { paginationOf, presentAdminReviews } from '../../services/admin/admin-views';

/** Every review (or one moderation state), newest first; page counts from the per-state counters. */
export const handler = createHandler(adminListReviews, async ({ query }) => {
  const [reviews, totals] = await Promise.all([
    reviewsRepository.adminPage(query.status, query.page, query.limit),
    countersRepository.totals(),
  ]);
  const states: readonly ModerationState[] = query.status ? [query.status] : MODERATION_STATES;
  const total = states.reduce((sum, state) => sum + (totals[`reviews:${state}`] ?? 0), 0);
  return {
    reviews: await presentAdminReviews(reviews),
    pagination: paginationOf(query.page, query.limit, total),
  };
});
