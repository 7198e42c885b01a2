import * as z from 'zod/mini';
import { preprocess } from '../common';
import { schema } from '../schema';
import { adminMessages } from './admin-words';
import { blankToUndefined } from './paging';

export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const;
export const analyticsQuery = /* @__PURE__ */ schema(() =>
  z.object({
    period: preprocess(
      blankToUndefined,
      z._default(z.enum(ANALYTICS_PERIODS, { error: adminMessages.period }), '30d'),
    ),
  }),
);
export const analyticsDay = /* @__PURE__ */ schema(() =>
  z.object({
    /** yyyy-mm-dd in America/Sao_Paulo. */
    date: z.string(),
    signups: z.number().check(z.int()),
    analyses: z.number().check(z.int()),
    /** Daily skin check-ins first sent that day. */
    checkIns: z.number().check(z.int()),
    challengesJoined: z.number().check(z.int()),
    /** Challenges settled as completed that day. */
    challengesCompleted: z.number().check(z.int()),
    /** Label scans made that day. */
    scans: z.number().check(z.int()),
    orders: z.number().check(z.int()),
    revenue: z.number(),
    /** Subscriptions giving access at the end of that day. */
    activeSubscriptions: z.number().check(z.int()),
  }),
);
export const analytics = /* @__PURE__ */ schema(() =>
  z.object({
    period: z.enum(ANALYTICS_PERIODS),
    days: z.array(analyticsDay),
    /** The period's sums of the daily counts (active subscriptions are a state, not a count). */
    totals: z.omit(analyticsDay, { date: true, activeSubscriptions: true }),
    topProducts: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        units: z.number().check(z.int()),
        revenue: z.number(),
      }),
    ),
  }),
);
export type Analytics = z.infer<typeof analytics>;
