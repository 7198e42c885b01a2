import * as z from 'zod/mini';
import { schema } from '../schema';
import { pageLimit } from './paging';

/** Spec 3's dashboard stats, from counters kept on every write; money in BRL. */
export const dashboardStats = /* @__PURE__ */ schema(() =>
  z.object({
    totalUsers: z.number().check(z.int()),
    totalProducts: z.number().check(z.int()),
    totalOrders: z.number().check(z.int()),
    totalReviews: z.number().check(z.int()),
    totalAnalyses: z.number().check(z.int()),
    /** Days checked in by every account (one per user day, whatever the times its score changed). */
    totalCheckIns: z.number().check(z.int()),
    /** Challenges joined by every account, and those completed (settled when a screen read them). */
    totalChallengesJoined: z.number().check(z.int()),
    totalChallengesCompleted: z.number().check(z.int()),
    /** Label scans kept by every account (a deleted scan leaves the total). */
    totalScans: z.number().check(z.int()),
    activeSubscriptions: z.number().check(z.int()),
    totalRevenue: z.number(),
    monthlyRevenue: z.number(),
  }),
);
export type DashboardStats = z.infer<typeof dashboardStats>;

export const auditChange = /* @__PURE__ */ schema(() =>
  z.object({
    field: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export const auditEntry = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    actor: z.object({ id: z.string(), email: z.string() }),
    /** e.g. product.create, user.status, order.status, review.moderate, settings.update, plan.update */
    action: z.string(),
    target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
    changes: z.array(auditChange),
  }),
);
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditQuery = /* @__PURE__ */ schema(() => z.object({ limit: pageLimit }));
export const auditList = /* @__PURE__ */ schema(() => z.object({ entries: z.array(auditEntry) }));
