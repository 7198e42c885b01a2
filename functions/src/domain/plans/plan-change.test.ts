import { describe, expect, it } from 'vitest';
import { assertFreshQuote, assertPlanChange, QUOTE_VALID_SECONDS } from './plan-change';
import { SEED_PLANS } from './plan-record';
import type { SubscriptionRecord } from './subscription-record';

const now = new Date('2026-11-28T12:00:00Z');
const [monthly, yearly] = SEED_PLANS as [(typeof SEED_PLANS)[0], (typeof SEED_PLANS)[0]];
const running = (over: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: 'sub_1',
  userId: 'u1',
  customerId: 'cus_1',
  plan: monthly,
  features: monthly.features,
  status: 'active',
  currentPeriodEnd: '2026-12-20T12:00:00Z',
  cancelAtPeriodEnd: false,
  createdAt: '2026-11-20T12:00:00Z',
  updatedAt: '2026-11-20T12:00:00Z',
  syncedAt: '2026-11-20T12:00:00Z',
  ...over,
});

describe('changing plan', () => {
  it('lets a running monthly subscription move to the yearly plan, and a yearly one to the monthly', () => {
    expect(() => assertPlanChange(running(), yearly, now)).not.toThrow();
    expect(() => assertPlanChange(running({ plan: yearly }), monthly, now)).not.toThrow();
  });

  it('refuses the plan one already has', () => {
    expect(() => assertPlanChange(running(), monthly, now)).toThrow('Você já está neste plano.');
  });

  it('refuses another plan billed at the same interval', () => {
    const otherMonthly = { ...monthly, id: 'premium-mensal-2' };
    expect(() => assertPlanChange(running(), otherMonthly, now)).toThrow(
      'A mudança de plano é apenas entre o plano mensal e o anual.',
    );
  });

  it('refuses a subscription that gives no access (ended, past due) with a 409', () => {
    for (const stored of [
      running({ status: 'canceled' }),
      running({ status: 'past_due' }),
      running({ currentPeriodEnd: '2026-11-01T00:00:00Z' }),
    ])
      expect(() => assertPlanChange(stored, yearly, now)).toThrow(
        expect.objectContaining({
          code: 'CONFLICT',
          message: 'Só é possível mudar o plano de uma assinatura ativa.',
        }),
      );
  });

  it('refuses a subscription cancelled at the end of its period, naming the day it ends', () => {
    expect(() => assertPlanChange(running({ cancelAtPeriodEnd: true }), yearly, now)).toThrow('20/12/2026');
  });
});

describe('a proration quote', () => {
  const seconds = Math.floor(now.getTime() / 1000);
  it('is applied while fresh', () => {
    expect(() => assertFreshQuote(seconds - 60, now)).not.toThrow();
    expect(() => assertFreshQuote(seconds - QUOTE_VALID_SECONDS, now)).not.toThrow();
  });
  it('is refused once stale or when dated in the future', () => {
    expect(() => assertFreshQuote(seconds - QUOTE_VALID_SECONDS - 1, now)).toThrow('expirou');
    expect(() => assertFreshQuote(seconds + 3600, now)).toThrow('expirou');
  });
});
