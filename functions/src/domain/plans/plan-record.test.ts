import { describe, expect, it } from 'vitest';
import { billingInterval, SEED_PLANS, toPlanView } from './plan-record';

describe('seeded plans', () => {
  it('are a monthly and a yearly Premium with every feature, the yearly one popular and half of twelve months', () => {
    const [monthly, yearly] = SEED_PLANS;
    expect(monthly).toMatchObject({ name: 'Premium Mensal', durationDays: 30, isPopular: false });
    expect(yearly).toMatchObject({ name: 'Premium Anual', durationDays: 365, isPopular: true });
    expect(Math.round((monthly?.price ?? 0) * 12 * 50)).toBe(Math.round((yearly?.price ?? 0) * 100));
    for (const plan of SEED_PLANS)
      expect(plan.features).toEqual(['skin_analysis', 'skin_progress', 'skin_history']);
  });
  it('bill yearly from 365 days and monthly below', () => {
    expect(billingInterval({ durationDays: 365 })).toBe('year');
    expect(billingInterval({ durationDays: 30 })).toBe('month');
  });
  it('show in the spec shape, with both id spellings and duration_days', () => {
    expect(toPlanView(SEED_PLANS[0] as never)).toMatchObject({
      id: 'premium-mensal',
      _id: 'premium-mensal',
      duration_days: 30,
    });
  });
});
