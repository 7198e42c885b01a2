import { previewPlanChange } from '@pele/shared/routes/subscriptions';
import { createHandler } from '../../middleware/create-handler';
import { quotePlanChange } from '../../services/premium/plan-change';

/** What moving the caller's own active subscription to the other plan would charge now; nothing changes. */
export const handler = createHandler(previewPlanChange, async ({ params, query, caller }) =>
  quotePlanChange({ userId: caller.userId, subscriptionId: params.id, planId: query.planId }),
);
