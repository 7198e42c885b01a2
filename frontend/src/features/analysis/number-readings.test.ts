import { describe, expect, it } from 'vitest';
import { bandRange, headlinePercent, headlineValue } from './number-readings';

describe('headline number texts', () => {
  it('gives a repeatable number as its rounded value and a banded one as its band only', () => {
    expect(headlinePercent(58.4, undefined)).toBe('58%');
    expect(headlineValue(58.6, undefined)).toBe('59');
    expect(headlinePercent(58.4, 'médio')).toBe('faixa médio');
    expect(headlineValue(12, 'baixo')).toBe('faixa baixo');
  });

  it('places each band over its third of the 0–100 scale', () => {
    expect(bandRange('baixo')).toEqual([0, 100 / 3]);
    expect(bandRange('médio')).toEqual([100 / 3, 200 / 3]);
    expect(bandRange('alto')).toEqual([200 / 3, 100]);
  });
});
