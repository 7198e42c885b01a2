import { adminListPlans } from '@pele/shared/routes/admin';
import { plansRepository } from '../../adapters/dynamo/plans-repository';
import { toPlanView } from '../../domain/plans/plan-record';
import { createHandler } from '../../middleware/create-handler';

export const handler = createHandler(adminListPlans, async () =>
  (await plansRepository.list()).map(toPlanView),
);
