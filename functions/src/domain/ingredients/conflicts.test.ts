import { describe, expect, it } from 'vitest';
import { CONFLICT_RULES, conflictRulesBetween } from './conflicts';
import type { ActiveClass } from './types';

const between = (a: ActiveClass[], b: ActiveClass[]) =>
  conflictRulesBetween(new Set(a), new Set(b)).map((r) => r.id);

describe('conflict rules between actives', () => {
  it('flags a retinoid with an AHA or a BHA, either way round, and accepts them split', () => {
    expect(between(['retinoid'], ['aha'])).toContain('retinoid+exfoliating-acid');
    expect(between(['bha'], ['retinoid'])).toContain('retinoid+exfoliating-acid');
    expect(CONFLICT_RULES.find((r) => r.id === 'retinoid+exfoliating-acid')?.splitOk).toBe(true);
  });

  it('flags a retinoid with benzoyl peroxide', () => {
    expect(between(['retinoid'], ['benzoyl_peroxide'])).toEqual(['retinoid+benzoyl-peroxide']);
  });

  it('flags pure vitamin C with acids and with benzoyl peroxide, but not its stable derivatives', () => {
    expect(between(['vitamin_c'], ['aha'])).toContain('vitamin-c+exfoliating-acid');
    expect(between(['vitamin_c'], ['benzoyl_peroxide'])).toContain('vitamin-c+benzoyl-peroxide');
    expect(between(['vitamin_c_derivative'], ['aha'])).toEqual([]);
  });

  it('puts vitamin C in the morning and the retinoid in the evening when split', () => {
    const rule = CONFLICT_RULES.find((r) => r.id === 'vitamin-c+retinoid');
    expect(rule).toMatchObject({ splitOk: true, split: { morning: ['vitamin_c'], evening: ['retinoid'] } });
  });

  it('refuses two exfoliating acids stacked, even split across the day', () => {
    expect(between(['aha'], ['bha'])).toContain('exfoliating-acids-stacked');
    expect(between(['pha'], ['aha'])).toContain('exfoliating-acids-stacked');
    expect(CONFLICT_RULES.find((r) => r.id === 'exfoliating-acids-stacked')?.splitOk).toBe(false);
  });

  it('does not flag combinations current consensus considers fine', () => {
    expect(between(['niacinamide'], ['vitamin_c'])).toEqual([]);
    expect(between(['niacinamide'], ['retinoid'])).toEqual([]);
    expect(between(['peptide'], ['retinoid'])).toEqual([]);
  });

  it('gives every rule a pt-BR reason and advice', () => {
    for (const rule of CONFLICT_RULES) {
      expect(rule.reason.length).toBeGreaterThan(30);
      expect(rule.advice.length).toBeGreaterThan(15);
    }
  });
});
