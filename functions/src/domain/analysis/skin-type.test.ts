import { describe, expect, it } from 'vitest';
import {
  deriveSkinType,
  describeSkinType,
  SKIN_TYPE_DESCRIPTIONS,
  TENDENCY_BELOW,
  typesWithinNoise,
} from './skin-type';

describe('deriveSkinType (spec section 4)', () => {
  it('is oily when oily exceeds both dry and sensitive', () => {
    expect(deriveSkinType({ dry: 20, oily: 70, sensitive: 65 })).toBe('Oleosa');
  });

  it('is dry when dry exceeds both oily and sensitive', () => {
    expect(deriveSkinType({ dry: 55, oily: 30, sensitive: 54 })).toBe('Seca');
    expect(deriveSkinType({ dry: 55, oily: 30, sensitive: 40 })).toBe('Seca');
  });

  it('is sensitive when no type leads and sensitive is above 60', () => {
    expect(deriveSkinType({ dry: 61, oily: 61, sensitive: 61 })).toBe('Sensível');
    expect(deriveSkinType({ dry: 40, oily: 40, sensitive: 75 })).toBe('Sensível');
    expect(deriveSkinType({ dry: 70, oily: 20, sensitive: 70 })).toBe('Sensível');
    expect(deriveSkinType({ dry: 40, oily: 40, sensitive: 61 })).toBe('Sensível');
  });

  it('is combination (Mista) when nothing leads and sensitive is at most 60', () => {
    expect(deriveSkinType({ dry: 30, oily: 30, sensitive: 60 })).toBe('Mista');
    expect(deriveSkinType({ dry: 0, oily: 0, sensitive: 0 })).toBe('Mista');
    expect(deriveSkinType({ dry: 40, oily: 40, sensitive: 30 })).toBe('Mista');
    expect(deriveSkinType({ dry: 60, oily: 60, sensitive: 60 })).toBe('Mista');
  });

  it('needs a strict lead: a tie between oily and dry is not oily nor dry', () => {
    expect(deriveSkinType({ dry: 50, oily: 50, sensitive: 10 })).toBe('Mista');
  });
});

describe('describeSkinType', () => {
  it('calls a type decided by a low score a tendency', () => {
    expect(describeSkinType('Seca', { dry: 7, oily: 0, sensitive: 5 })).toMatch(
      /^Sua pele tende levemente ao ressecamento/,
    );
    expect(describeSkinType('Oleosa', { dry: 3, oily: TENDENCY_BELOW - 1, sensitive: 10 })).toMatch(
      /^Sua pele tende levemente à oleosidade/,
    );
  });

  it('gives the full description once the deciding score is clear', () => {
    expect(describeSkinType('Seca', { dry: TENDENCY_BELOW, oily: 0, sensitive: 5 })).toBe(
      SKIN_TYPE_DESCRIPTIONS.Seca,
    );
    expect(describeSkinType('Oleosa', { dry: 10, oily: 70, sensitive: 20 })).toBe(
      SKIN_TYPE_DESCRIPTIONS.Oleosa,
    );
    expect(describeSkinType('Sensível', { dry: 40, oily: 40, sensitive: 75 })).toBe(
      SKIN_TYPE_DESCRIPTIONS.Sensível,
    );
    expect(describeSkinType('Mista', { dry: 40, oily: 40, sensitive: 30 })).toBe(
      SKIN_TYPE_DESCRIPTIONS.Mista,
    );
  });

  it('calls a combination with every score low balanced, not a mix of signs the photo did not show', () => {
    const balanced = describeSkinType('Mista', { dry: 0, oily: 0, sensitive: 0 });
    expect(balanced).toMatch(/^Nenhum sinal marcado de oleosidade, ressecamento ou sensibilidade/);
    expect(balanced).not.toContain('zona T');
    expect(describeSkinType('Mista', { dry: 10, oily: TENDENCY_BELOW - 1, sensitive: 20 })).toBe(balanced);
    expect(describeSkinType('Mista', { dry: 10, oily: 5, sensitive: TENDENCY_BELOW })).toBe(
      SKIN_TYPE_DESCRIPTIONS.Mista,
    );
  });
});

describe('a type at a boundary of the rule', () => {
  it('says so when sensitivity is within the noise of 60, the type still by the rule', () => {
    const scores = { dry: 30, oily: 40, sensitive: 58 };
    expect(deriveSkinType(scores)).toBe('Mista');
    expect(typesWithinNoise(scores, 5).sort()).toEqual(['Mista', 'Sensível']);
    expect(describeSkinType('Mista', scores, 5)).toMatch(/no limite entre Mista e Sensível/);
  });

  it('says so when the two leading scores are nearly equal', () => {
    const scores = { dry: 52, oily: 55, sensitive: 20 };
    expect(deriveSkinType(scores)).toBe('Oleosa');
    expect(describeSkinType('Oleosa', scores, 5)).toMatch(/no limite entre Oleosa e .*Seca/);
  });

  it('adds nothing when the face is clear of every boundary', () => {
    const scores = { dry: 10, oily: 80, sensitive: 30 };
    expect(typesWithinNoise(scores, 5)).toEqual(['Oleosa']);
    expect(describeSkinType('Oleosa', scores, 5)).toBe(SKIN_TYPE_DESCRIPTIONS.Oleosa);
  });
});
