import { describe, expect, it } from 'vitest';
import { trialTerms } from './trial-terms';

describe('trialTerms', () => {
  it("states the staff's trial length in whole days", () => {
    expect(trialTerms(14)).toBe('Contas novas têm 14 dias de teste grátis;');
    expect(trialTerms(1.5)).toBe('Contas novas têm 1 dia de teste grátis;');
  });

  it('says so when there is no trial, a trial under a day, or the length is not known yet', () => {
    expect(trialTerms(0)).toBe('No momento, contas novas não têm teste grátis;');
    expect(trialTerms(0.01)).toBe('Contas novas têm um teste grátis de menos de um dia;');
    expect(trialTerms(undefined)).toContain('duração informada na criação da conta');
  });
});
