import { describe, expect, it } from 'vitest';
import { HEADLINE_KEYS, type HeadlineKey } from './headline';
import { bandOf, readingsOf, relativeText } from './readings';

const numbers = { dry: 20, oily: 72, sensitive: 50, hydration: 80, texture: 45, pigmentation: 96 };
const repeatable = Object.fromEntries(HEADLINE_KEYS.map((k) => [k, 0.6])) as Record<HeadlineKey, number>;

describe('readings of the headline numbers', () => {
  it('say a number against the reference faces in words', () => {
    expect(relativeText('oily', 72)).toBe('Mais brilho que 7 em cada 10 peles de referência');
    expect(relativeText('pigmentation', 96)).toBe('Tom mais uniforme que quase todas as peles de referência');
    expect(relativeText('dry', 3)).toBe(
      'Mais sinais de ressecamento que quase nenhuma das peles de referência',
    );
  });

  it('show a repeatable number as its value', () => {
    const oily = readingsOf(numbers, {}, 5, repeatable).find((r) => r.key === 'oily');
    expect(oily).toMatchObject({ display: 'percent', value: 72, band: 'alto' });
    expect(oily?.note).toBeUndefined();
  });

  it('show a number that does not repeat across photos of a person as a band, with its confidence and why', () => {
    const oily = readingsOf(numbers, {}, 5, { ...repeatable, oily: 0.22 }).find((r) => r.key === 'oily');
    expect(oily).toMatchObject({ display: 'band', band: 'alto', repeatability: 0.22 });
    expect(oily?.note).toMatch(/Confiança baixa.*0,22 de 1/);
  });

  it('show a number as a band where, on this photo, its measures’ noise moves it by more than the tolerance', () => {
    const readings = readingsOf(numbers, { texture: 9, dry: 3 }, 5, repeatable);
    expect(readings.find((r) => r.key === 'texture')).toMatchObject({ display: 'band', band: 'médio' });
    expect(readings.find((r) => r.key === 'texture')?.note).toMatch(/mudar mais de 5 pontos/);
    expect(readings.find((r) => r.key === 'dry')?.display).toBe('percent');
  });

  it('split the scale in thirds', () => {
    expect([0, 33, 34, 66, 67, 100].map(bandOf)).toEqual([
      'baixo',
      'baixo',
      'médio',
      'médio',
      'alto',
      'alto',
    ]);
  });
});
