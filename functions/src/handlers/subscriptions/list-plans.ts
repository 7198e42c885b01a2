import { listPlans } from '@pele/shared/routes/subscriptions';
import { plansRepository } from '../../adapters/dynamo/plans-repository';
import { toPlanView } from '../../domain/plans/plan-record';
import { createHandler } from '../../middleware/create-handler';

/** Public: the paywall lists the plans before anyone signs in. */
export const handler = createHandler(listPlans, async () => (await plansRepository.list()).map(toPlanView));
