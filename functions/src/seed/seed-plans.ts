import { plansRepository } from '../adapters/dynamo/plans-repository';
import { SEED_PLANS } from '../domain/plans/plan-record';

/** Seeds the Premium plans once; plans that exist (perhaps repriced by staff) are left as they are. */
export const seedPlans = async () => {
  let created = 0;
  for (const plan of SEED_PLANS) if (await plansRepository.createIfMissing(plan)) created++;
  return { created };
};
