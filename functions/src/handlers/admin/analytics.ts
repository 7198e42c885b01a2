import { adminAnalytics } from '@pele/shared/routes/admin';
import { userDay } from '@pele/shared/routine-days';
import { countersRepository } from '../../adapters/dynamo/counters';
import { buildAnalytics, periodStart } from '../../domain/admin/analytics';
import { createHandler } from '../../middleware/create-handler';

/** Daily series from the day counters (one Query per kind for the period), never from the items themselves. */
export const handler = createHandler(adminAnalytics, async ({ query }) => {
  const today = userDay(new Date());
  const from = periodStart(query.period, today);
  const [days, productDays, totals] = await Promise.all([
    countersRepository.days(from, today),
    countersRepository.productDays(from, today),
    countersRepository.totals(),
  ]);
  return buildAnalytics({
    period: query.period,
    today,
    days: days.map(({ day, ...counts }) => ({ day, ...counts })),
    productDays,
    activeNow: totals.activeSubscriptions ?? 0,
  });
});
