import { routes } from '@pele/shared/routes';
import { describe, expect, it } from 'vitest';
import { FIGURE_SHOWN_FROM, LANDING_FIGURES_PATH, landingStats, trialOffer } from './landing-claims';

const figures = { products: 125, analyses: 0, people: 0, freeTrialDays: 7 };

describe('landingStats', () => {
  it('asks the route of the contract', () => {
    expect(LANDING_FIGURES_PATH).toBe(routes.landingFigures.path);
  });

  it('shows only the catalogue size on a fresh install', () => {
    expect(landingStats(figures)).toEqual([{ value: '125', label: 'produtos no catálogo' }]);
  });

  it('shows a count from the threshold on, rounded down, never up', () => {
    expect(landingStats({ ...figures, analyses: FIGURE_SHOWN_FROM - 1 })).toHaveLength(1);
    expect(landingStats({ ...figures, analyses: FIGURE_SHOWN_FROM })[1]).toEqual({
      value: '1 mil+',
      label: 'análises feitas',
    });
    expect(landingStats({ ...figures, analyses: 104_999 })[1]?.value).toBe('104 mil+');
    expect(landingStats({ ...figures, people: 1_290_000 })[1]).toEqual({
      value: '1,2 mi+',
      label: 'pessoas cadastradas',
    });
  });

  it('claims nothing about an empty catalogue', () => {
    expect(landingStats({ ...figures, products: 0 })).toEqual([]);
  });
});

describe('trialOffer', () => {
  it.each([
    [7, 'Experimente grátis por 7 dias'],
    [1, 'Experimente grátis por 1 dia'],
    [2.5, 'Experimente grátis por 2 dias'],
    [0.001, 'Experimente grátis'],
    [0, 'Conheça o Premium'],
    [undefined, 'Conheça o Premium'],
  ])('reads a trial of %s days as %j', (days, text) => {
    expect(trialOffer(days)).toBe(text);
  });
});
