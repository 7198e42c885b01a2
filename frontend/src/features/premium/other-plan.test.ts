import { describe, expect, it } from 'vitest';
import { otherPlan } from './other-plan';

const monthly = {
  id: 'm',
  _id: 'm',
  name: 'Premium Mensal',
  price: 29.9,
  duration_days: 30,
  features: [],
  isPopular: false,
};
const yearly = { ...monthly, id: 'a', _id: 'a', name: 'Premium Anual', price: 179.4, duration_days: 365 };

describe('the plan a subscriber may change to', () => {
  it('is the yearly plan for a monthly subscriber and the monthly plan for a yearly one', () => {
    expect(otherPlan([monthly, yearly], monthly)?.id).toBe('a');
    expect(otherPlan([monthly, yearly], yearly)?.id).toBe('m');
  });
  it('is none when no plan is billed at the other interval, or the plans are not loaded', () => {
    expect(otherPlan([monthly], monthly)).toBeNull();
    expect(otherPlan(undefined, monthly)).toBeNull();
  });
});
