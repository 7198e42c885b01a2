import { describe, expect, it } from 'vitest';
import { deriveSkinType, matchesSkinType } from './skin-type';

describe('deriveSkinType (spec 4)', () => {
  it('is oily when oily exceeds both dry and sensitive', () => {
    expect(deriveSkinType({ dry: 20, oily: 70, sensitive: 65 })).toBe('Oleosa');
  });

  it('is dry when dry exceeds both oily and sensitive', () => {
    expect(deriveSkinType({ dry: 55, oily: 30, sensitive: 40 })).toBe('Seca');
  });

  it('is sensitive when no side wins and sensitive is above 60', () => {
    expect(deriveSkinType({ dry: 70, oily: 20, sensitive: 70 })).toBe('Sensível');
    expect(deriveSkinType({ dry: 40, oily: 40, sensitive: 61 })).toBe('Sensível');
  });

  it('is combination (Mista) otherwise, including sensitive at exactly 60', () => {
    expect(deriveSkinType({ dry: 40, oily: 40, sensitive: 30 })).toBe('Mista');
    expect(deriveSkinType({ dry: 60, oily: 60, sensitive: 60 })).toBe('Mista');
  });
});

describe('matchesSkinType (spec 4)', () => {
  it('matches case-insensitively by containment', () => {
    expect(matchesSkinType(['Pele Oleosa'], 'Oleosa')).toBe(true);
    expect(matchesSkinType(['OLEOSA'], 'Oleosa')).toBe(true);
    expect(matchesSkinType(['seca'], 'Oleosa')).toBe(false);
  });

  it('matches Sensível with or without the accent', () => {
    expect(matchesSkinType(['sensível'], 'Sensível')).toBe(true);
    expect(matchesSkinType(['sensivel'], 'Sensível')).toBe(true);
  });

  it('lets Mista match products listing oily or dry skin', () => {
    expect(matchesSkinType(['oleosa'], 'Mista')).toBe(true);
    expect(matchesSkinType(['seca'], 'Mista')).toBe(true);
    expect(matchesSkinType(['mista'], 'Mista')).toBe(true);
    expect(matchesSkinType(['sensível', 'normal'], 'Mista')).toBe(false);
  });
});
