import { myReviews } from '@pele/shared/routes/reviews';
import { createHandler } from '../../middleware/create-handler';
import { reviewsBy } from '../../services/reviews/read';

/** The caller's reviews, newest first, each with its product's id, name and image. */
export const handler = createHandler(myReviews, ({ caller }) => reviewsBy(caller.userId));
