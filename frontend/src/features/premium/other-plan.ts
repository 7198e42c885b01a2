import { planLabel } from '@pele/shared/plan-labels';
import type { Plan } from '@pele/shared/schemas/subscriptions';

/**
 * The plan a subscriber on `current` may change to: the first listed plan billed at the other interval (monthly ⇄
 * annual), as the server allows; null when there is none (or the plans are not loaded).
 */
export const otherPlan = (plans: readonly Plan[] | undefined, current: Pick<Plan, 'duration_days'>) =>
  plans?.find((plan) => planLabel(plan).period !== planLabel(current).period) ?? null;
