import { describe, expect, it } from 'vitest';
import { matchesSkinType } from './skin-type';

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
