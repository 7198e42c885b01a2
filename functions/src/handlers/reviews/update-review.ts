import { updateReview } from '@pele/shared/routes/reviews';
import { createHandler } from '../../middleware/create-handler';
import { editReview } from '../../services/reviews/write';

/** Owner only: someone else's review id is not found (404), like one that does not exist (editReview). */
export const handler = createHandler(updateReview, ({ params, body, caller, account }) =>
  editReview(caller.userId, account, params.id, body),
);
