import { addDays, type Day } from '@pele/shared/routine-days';
import type { Analytics } from '@pele/shared/schemas/admin';

export const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;
export type Period = keyof typeof PERIOD_DAYS;

export interface DayCounts {
  day: Day;
  signups: number;
  analyses: number;
  /** Daily skin check-ins first sent that day. */
  checkIns: number;
  challengesJoined: number;
  /** Challenges settled as completed that day. */
  challengesCompleted: number;
  /** Label scans made that day. */
  scans: number;
  orders: number;
  revenueCents: number;
  /** Subscriptions started minus ended that day. */
  subscriptionsNet: number;
}

export interface ProductDayCounts {
  productId: string;
  name: string;
  units: number;
  revenueCents: number;
}

export const TOP_PRODUCTS = 5;

/** The first day of a period that ends today (today included). */
export const periodStart = (period: Period, today: Day): Day => addDays(today, 1 - PERIOD_DAYS[period]);

const cents = (value: number) => Math.round(value) / 100;

/**
 * The analytics answer from the days that had counters: days without any are zeros, and the active
 * subscriptions at the end of each day come from today's count minus the net changes after that day.
 */
export function buildAnalytics(input: {
  period: Period;
  today: Day;
  days: readonly DayCounts[];
  productDays: readonly ProductDayCounts[];
  activeNow: number;
}): Analytics {
  const byDay = new Map(input.days.map((d) => [d.day, d]));
  const dates = Array.from({ length: PERIOD_DAYS[input.period] }, (_, i) =>
    addDays(periodStart(input.period, input.today), i),
  );
  let activeAtEnd = input.activeNow;
  const newestFirst = [...dates].reverse().map((date) => {
    const counts = byDay.get(date);
    const row = {
      date,
      signups: counts?.signups ?? 0,
      analyses: counts?.analyses ?? 0,
      checkIns: counts?.checkIns ?? 0,
      challengesJoined: counts?.challengesJoined ?? 0,
      challengesCompleted: counts?.challengesCompleted ?? 0,
      scans: counts?.scans ?? 0,
      orders: counts?.orders ?? 0,
      revenue: cents(counts?.revenueCents ?? 0),
      activeSubscriptions: Math.max(0, activeAtEnd),
    };
    activeAtEnd -= counts?.subscriptionsNet ?? 0;
    return row;
  });
  const days = newestFirst.reverse();
  const first = dates[0] ?? input.today;
  const products = new Map<string, ProductDayCounts>();
  for (const line of input.productDays) {
    const sum = products.get(line.productId) ?? { ...line, units: 0, revenueCents: 0 };
    sum.units += line.units;
    sum.revenueCents += line.revenueCents;
    sum.name = line.name;
    products.set(line.productId, sum);
  }
  return {
    period: input.period,
    days,
    totals: {
      signups: days.reduce((n, d) => n + d.signups, 0),
      analyses: days.reduce((n, d) => n + d.analyses, 0),
      checkIns: days.reduce((n, d) => n + d.checkIns, 0),
      challengesJoined: days.reduce((n, d) => n + d.challengesJoined, 0),
      challengesCompleted: days.reduce((n, d) => n + d.challengesCompleted, 0),
      scans: days.reduce((n, d) => n + d.scans, 0),
      orders: days.reduce((n, d) => n + d.orders, 0),
      revenue: cents(input.days.filter((d) => d.day >= first).reduce((n, d) => n + d.revenueCents, 0)),
    },
    topProducts: [...products.values()]
      .filter((p) => p.units > 0)
      .sort((a, b) => b.revenueCents - a.revenueCents || b.units - a.units)
      .slice(0, TOP_PRODUCTS)
      .map((p) => ({ productId: p.productId, name: p.name, units: p.units, revenue: cents(p.revenueCents) })),
  };
}
