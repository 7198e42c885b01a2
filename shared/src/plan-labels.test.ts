import { describe, expect, it } from 'vitest';
import { formatBRL, fromCents, isMostPopular, planLabel, toCents } from './plan-labels';

describe('plan labelling (spec 2.8, 9)', () => {
  it('labels 365 days or more per year with the 50% OFF badge', () => {
    expect(planLabel({ duration_days: 365 })).toEqual({
      period: 'ano',
      perPeriod: '/ano',
      discountBadge: '50% OFF',
    });
    expect(planLabel({ duration_days: 400 }).discountBadge).toBe('50% OFF');
  });
  it('labels shorter plans per month without a badge', () => {
    expect(planLabel({ duration_days: 30 })).toEqual({
      period: 'mês',
      perPeriod: '/mês',
      discountBadge: null,
    });
    expect(planLabel({ duration_days: 364 }).period).toBe('mês');
  });
  it('marks the second plan or any flagged plan as the most popular', () => {
    expect(isMostPopular({ isPopular: false }, 1)).toBe(true);
    expect(isMostPopular({ isPopular: true }, 0)).toBe(true);
    expect(isMostPopular({ isPopular: false }, 0)).toBe(false);
    expect(isMostPopular({ isPopular: false }, 2)).toBe(false);
  });
});

describe('BRL', () => {
  it("writes 'R$ ' with two decimals and a decimal comma", () => {
    expect(formatBRL(29.9)).toBe('R$ 29,90');
    expect(formatBRL(1299.5)).toBe('R$ 1.299,50');
    expect(formatBRL(0)).toBe('R$ 0,00');
  });
  it('counts in centavos without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(29.9) * 3).toBe(8970);
    expect(fromCents(8970)).toBe(89.7);
  });
});
