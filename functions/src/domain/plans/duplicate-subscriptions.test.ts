import { describe, expect, it } from 'vitest';
import { type SubscriptionSeen, subscriptionsToEnd } from './duplicate-subscriptions';

const now = new Date('2026-06-10T12:00:00Z');
const sub = (id: string, createdAt: string, over: Partial<SubscriptionSeen> = {}): SubscriptionSeen => ({
  id,
  createdAt,
  status: 'active',
  currentPeriodEnd: '2026-07-10T12:00:00Z',
  cancelAtPeriodEnd: false,
  features: ['skin_analysis'],
  ...over,
});

describe('subscriptionsToEnd', () => {
  it('ends nothing while a person has one subscription, or only ended ones besides it', () => {
    expect(subscriptionsToEnd([sub('a', '2026-06-01T00:00:00Z')], now)).toEqual([]);
    expect(
      subscriptionsToEnd(
        [sub('a', '2026-06-01T00:00:00Z'), sub('b', '2026-01-01T00:00:00Z', { status: 'canceled' })],
        now,
      ),
    ).toEqual([]);
  });

  it('keeps the first of two paid subscriptions and refunds the later one', () => {
    const monthly = sub('monthly', '2026-06-10T11:00:00Z');
    const annual = sub('annual', '2026-06-10T11:00:05Z', { currentPeriodEnd: '2027-06-10T11:00:05Z' });
    expect(subscriptionsToEnd([annual, monthly], now)).toEqual([{ id: 'annual', refund: true }]);
  });

  it('decides the same way whichever of the two is seen first', () => {
    const a = sub('a', '2026-06-10T11:00:00Z');
    const b = sub('b', '2026-06-10T11:00:00Z');
    expect(subscriptionsToEnd([a, b], now)).toEqual(subscriptionsToEnd([b, a], now));
    expect(subscriptionsToEnd([b, a], now)).toEqual([{ id: 'b', refund: true }]);
  });

  it('ends a past-due subscription without a refund when a newer one gives access', () => {
    const old = sub('old', '2026-01-01T00:00:00Z', {
      status: 'past_due',
      currentPeriodEnd: '2026-07-01T00:00:00Z',
    });
    const fresh = sub('fresh', '2026-06-10T11:00:00Z');
    expect(subscriptionsToEnd([old, fresh], now)).toEqual([{ id: 'old', refund: false }]);
  });

  it('keeps the newest of several past-due subscriptions when none gives access', () => {
    const first = sub('first', '2026-01-01T00:00:00Z', { status: 'past_due' });
    const second = sub('second', '2026-03-01T00:00:00Z', { status: 'past_due' });
    expect(subscriptionsToEnd([second, first], now)).toEqual([{ id: 'first', refund: false }]);
  });
});
