import type { PlanRecord } from '../../domain/plans/plan-record';
import { withoutKeys } from './items';
import { fromCentsOf, inCents } from './money-attributes';

/**
 * A plan's attributes in the table, its price in centavos: one mapping for the plan items and for the plan as
 * bought that a subscription item keeps.
 */
export const planItem = (plan: PlanRecord) => inCents(plan, ['price']);
export const planFrom = (item: Record<string, unknown>): PlanRecord =>
  fromCentsOf<PlanRecord>(withoutKeys(item), ['price']);
