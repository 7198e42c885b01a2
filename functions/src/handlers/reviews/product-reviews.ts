import { productReviews } from '@pele/shared/routes/reviews';
import { createHandler } from '../../middleware/create-handler';
import { reviewsOfProduct } from '../../services/reviews/read';

/** A product's shown reviews, a page at a time, with what the caller did to each (reviewsOfProduct). */
export const handler = createHandler(productReviews, ({ params, query, caller }) =>
  reviewsOfProduct(caller.userId, params.id, query),
);
