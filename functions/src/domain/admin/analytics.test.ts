import { describe, expect, it } from 'vitest';
import { buildAnalytics } from './analytics';

const zero = {
  signups: 0,
  analyses: 0,
  checkIns: 0,
  challengesJoined: 0,
  challengesCompleted: 0,
  scans: 0,
  orders: 0,
  revenueCents: 0,
  subscriptionsNet: 0,
};

describe('buildAnalytics', () => {
  it('gives every day of the period, with zeros where nothing happened', () => {
    const result = buildAnalytics({
      period: '7d',
      today: '2026-11-24',
      days: [
        { ...zero, day: '2026-11-20', signups: 3, revenueCents: 12_990, checkIns: 4 },
        { ...zero, day: '2026-11-24', checkIns: 1, challengesJoined: 2, challengesCompleted: 1, scans: 2 },
      ],
      productDays: [],
      activeNow: 0,
    });
    expect(result.days.map((d) => d.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(result.days[2]).toMatchObject({ signups: 3, revenue: 129.9, checkIns: 4 });
    expect(result.days[6]).toMatchObject({ challengesJoined: 2, challengesCompleted: 1 });
    expect(result.totals).toEqual({
      signups: 3,
      analyses: 0,
      checkIns: 5,
      challengesJoined: 2,
      challengesCompleted: 1,
      scans: 2,
      orders: 0,
      revenue: 129.9,
    });
  });

  it('walks the active subscriptions back from today through each day’s net change', () => {
    const result = buildAnalytics({
      period: '7d',
      today: '2026-11-24',
      days: [
        { ...zero, day: '2026-11-22', subscriptionsNet: 2 },
        { ...zero, day: '2026-11-24', subscriptionsNet: -1 },
      ],
      productDays: [],
      activeNow: 4,
    });
    expect(result.days.map((d) => d.activeSubscriptions)).toEqual([3, 3, 3, 3, 5, 5, 4]);
  });

  it('ranks the top products by revenue over the period, leaving out refunded-away sales', () => {
    const result = buildAnalytics({
      period: '30d',
      today: '2026-11-24',
      days: [],
      productDays: [
        { productId: 'a', name: 'A', units: 2, revenueCents: 2000 },
        { productId: 'b', name: 'B', units: 1, revenueCents: 5000 },
        { productId: 'a', name: 'A', units: 1, revenueCents: 1000 },
        { productId: 'c', name: 'C', units: 1, revenueCents: 900 },
        { productId: 'c', name: 'C', units: -1, revenueCents: -900 },
      ],
      activeNow: 0,
    });
    expect(result.topProducts).toEqual([
      { productId: 'b', name: 'B', units: 1, revenue: 50 },
      { productId: 'a', name: 'A', units: 3, revenue: 30 },
    ]);
  });
});
