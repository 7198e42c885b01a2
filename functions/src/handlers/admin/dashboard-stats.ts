import { adminDashboardStats } from '@pele/shared/routes/admin';
import { userDay } from '@pele/shared/routine-days';
import { countersRepository } from '../../adapters/dynamo/counters';
import { createHandler } from '../../middleware/create-handler';

const brl = (cents: number) => Math.round(cents) / 100;

/** Spec 3's stats: one read of the running totals and one Query of this month's days; nothing is scanned. */
export const handler = createHandler(adminDashboardStats, async () => {
  const today = userDay(new Date());
  const [totals, month] = await Promise.all([
    countersRepository.totals(),
    countersRepository.days(`${today.slice(0, 8)}01`, today),
  ]);
  return {
    totalUsers: totals.totalUsers ?? 0,
    totalProducts: totals.totalProducts ?? 0,
    totalOrders: totals.totalOrders ?? 0,
    totalReviews: totals.totalReviews ?? 0,
    totalAnalyses: totals.totalAnalyses ?? 0,
    totalCheckIns: totals.totalCheckIns ?? 0,
    totalChallengesJoined: totals.totalChallengesJoined ?? 0,
    totalChallengesCompleted: totals.totalChallengesCompleted ?? 0,
    totalScans: totals.totalScans ?? 0,
    activeSubscriptions: totals.activeSubscriptions ?? 0,
    totalRevenue: brl(totals.totalRevenueCents ?? 0),
    monthlyRevenue: brl(month.reduce((sum, day) => sum + day.revenueCents, 0)),
  };
});
