import { createReview } from '@pele/shared/routes/reviews';
import { unauthorized } from '../../domain/errors';
import { createHandler } from '../../middleware/create-handler';
import { writeReview } from '../../services/reviews/write';

/** One review per user and product, written with the product's rating in one transaction (writeReview). */
export const handler = createHandler(createReview, async ({ body, account }) => {
  if (!account) throw unauthorized();
  return writeReview(account, body);
});
