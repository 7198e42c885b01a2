import { adminModerateReview } from '@pele/shared/routes/admin';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { createHandler } from '../../middleware/create-handler';
import { presentAdminReviews } from '../../services/admin/admin-review-views';
import { auditBy } from '../../services/admin/audit-trail';

/** Keep (approved) or hide (rejected) a review; the product's average and count follow in the same transaction. */
export const handler = createHandler(adminModerateReview, async ({ params, body, caller }) => {
  const now = new Date();
  const moderated = await reviewsRepository.moderate(
    params.id,
    body.approved ? 'approved' : 'rejected',
    (before, after) =>
      auditBy(
        caller,
        {
          action: 'review.moderate',
          target: { type: 'review', id: before.id, label: before.title },
          changes: [{ field: 'moderation', before: before.moderation, after: after.moderation }],
        },
        now,
      ),
    now,
  );
  const [view] = await presentAdminReviews([moderated]);
  return view as NonNullable<typeof view>;
});
