import * as z from 'zod';
import { adminMessages } from './admin-words';
import { blankToUndefined } from './paging';

export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const;
export const analyticsQuery = z.object({
  period: z.preprocess(
    blankToUndefined,
    z.enum(ANALYTICS_PERIODS, { error: adminMessages.period }).default('30d'),
  ),
});
export const analyticsDay = z.object({
  /** yyyy-mm-dd in America/Sao_Paulo. */
  date: z.string(),
  signups: z.number().int(),
  analyses: z.number().int(),
  /** Daily skin check-ins first sent that day. */
  checkIns: z.number().int(),
  challengesJoined: z.number().int(),
  /** Challenges settled as completed that day. */
  challengesCompleted: z.number().int(),
  /** Label scans made that day. */
  scans: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
  /** Subscriptions giving access at the end of that day. */
  activeSubscriptions: z.number().int(),
});
export const analytics = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  days: z.array(analyticsDay),
  /** The period's sums of the daily counts (active subscriptions are a state, not a count). */
  totals: analyticsDay.omit({ date: true, activeSubscriptions: true }),
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), units: z.number().int(), revenue: z.number() }),
  ),
});
export type Analytics = z.infer<typeof analytics>;
