import { adminUpdatePlan } from '@pele/shared/routes/admin';
import { adminMessages } from '@pele/shared/schemas/admin';
import { plansRepository } from '../../adapters/dynamo/plans-repository';
import { changedFields } from '../../domain/admin/audit';
import { notFound } from '../../domain/errors';
import { type PlanRecord, toPlanView } from '../../domain/plans/plan-record';
import { createHandler } from '../../middleware/create-handler';
import { auditBy } from '../../services/admin/audit-trail';

/** A plan's name, price, features or badge; checkouts started from now on use it, running subscriptions keep theirs. */
export const handler = createHandler(adminUpdatePlan, async ({ params, body, caller }) => {
  const now = new Date();
  const current = await plansRepository.get(params.id);
  if (!current) throw notFound(adminMessages.planNotFound);
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const next: PlanRecord = { ...current, ...given };
  const changes = changedFields({ ...current }, { ...next }, ['name', 'price', 'features', 'isPopular']);
  if (changes.length > 0) {
    await plansRepository.save(
      next,
      auditBy(
        caller,
        { action: 'plan.update', target: { type: 'plan', id: current.id, label: current.name }, changes },
        now,
      ),
    );
  }
  return toPlanView(next);
});
