import { adminModerateReview } from '@pele/shared/routes/admin';
import { reviewsRepository } from '../../adapters/dynamo/reviews-repository';
import { reviewModeratedNotification } from '../../domain/notifications/moment-notifications';
import { createHandler } from '../../middleware/create-handler';
import { presentAdminReviews } from '../../services/admin/admin-review-views';
import { auditBy } from '../../services/admin/audit-trail';
import { notifyQuietly } from '../../services/notifications/notify';

/**
 * Keep (approved) or hide (rejected) a review; the product's average and count follow in the same transaction.
 * The author is notified when the state changed (a second click on the same choice notifies nobody).
 */
export const handler = createHandler(adminModerateReview, async ({ params, body, caller }) => {
  const now = new Date();
  let changed = false;
  const moderated = await reviewsRepository.moderate(
    params.id,
    body.approved ? 'approved' : 'rejected',
    (before, after) => {
      changed = true;
      return auditBy(
        caller,
        {
          action: 'review.moderate',
          target: { type: 'review', id: before.id, label: before.title },
          changes: [{ field: 'moderation', before: before.moderation, after: after.moderation }],
        },
        now,
      );
    },
    now,
  );
  if (changed && moderated.moderation === (body.approved ? 'approved' : 'rejected'))
    await notifyQuietly(moderated.userId, reviewModeratedNotification(body.approved, moderated.title), now);
  const [view] = await presentAdminReviews([moderated]);
  return view as NonNullable<typeof view>;
});
