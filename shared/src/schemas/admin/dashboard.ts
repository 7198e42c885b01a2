import * as z from 'zod';
import { pageLimit } from './paging';

/** Spec 3's dashboard stats, from counters kept on every write; money in BRL. */
export const dashboardStats = z.object({
  totalUsers: z.number().int(),
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalReviews: z.number().int(),
  totalAnalyses: z.number().int(),
  /** Days checked in by every account (one per user day, whatever the times its score changed). */
  totalCheckIns: z.number().int(),
  /** Challenges joined by every account, and those completed (settled when a screen read them). */
  totalChallengesJoined: z.number().int(),
  totalChallengesCompleted: z.number().int(),
  /** Label scans kept by every account (a deleted scan leaves the total). */
  totalScans: z.number().int(),
  activeSubscriptions: z.number().int(),
  totalRevenue: z.number(),
  monthlyRevenue: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const auditChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }),
  /** e.g. product.create, user.status, order.status, review.moderate, settings.update, plan.update */
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  changes: z.array(auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditQuery = z.object({ limit: pageLimit });
export const auditList = z.object({ entries: z.array(auditEntry) });
