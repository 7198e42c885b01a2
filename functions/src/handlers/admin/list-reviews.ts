import { adminListReviews } from '@pele/shared/routes/admin';
import { createHandler } from '../../middleware/create-handler';
import { reviewsPage } from '../../services/admin/reviews-page';

/** Every review (or one moderation state), newest first, counted from the per-state counters. */
export const handler = createHandler(adminListReviews, ({ query }) => reviewsPage(query));
