import { changePlan } from '@pele/shared/routes/subscriptions';
import { createHandler } from '../../middleware/create-handler';
import { applyPlanChange } from '../../services/premium/plan-change';

/**
 * Moves the caller's own active subscription to the other plan (monthly ⇄ annual), prorated as previewed with
 * the same proration date. Another user's subscription is 404; the same plan, a cancelled one or a stale quote 409.
 */
export const handler = createHandler(changePlan, async ({ params, body, caller }) =>
  applyPlanChange({
    userId: caller.userId,
    subscriptionId: params.id,
    planId: body.planId,
    prorationDate: body.prorationDate,
  }),
);
