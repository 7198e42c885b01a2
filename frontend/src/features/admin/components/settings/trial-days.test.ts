import { describe, expect, it } from 'vitest';
import { parseTrialDays } from './trial-days';

describe('the free-trial field', () => {
  it('reads whole days and fractions written with a point or a comma', () => {
    expect(parseTrialDays(' 7 ')).toBe(7);
    expect(parseTrialDays('0,5')).toBe(0.5);
    expect(parseTrialDays('0.001')).toBe(0.001);
  });
  it('refuses a blank, hex, an exponent, a sign and words', () => {
    for (const text of ['', '  ', '0x10', '1e3', '-1', '+2', 'sete', '1,2,3'])
      expect(parseTrialDays(text), text).toBeUndefined();
  });
});
