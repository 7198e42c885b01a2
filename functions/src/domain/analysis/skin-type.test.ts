import { describe, expect, it } from 'vitest';
import { deriveSkinType } from './skin-type';

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
