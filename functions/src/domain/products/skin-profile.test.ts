import { describe, expect, it } from 'vitest';
import { compatibility } from './compatibility';
import { skinProfileOf } from './skin-profile';
import { product } from './test-profiles';

describe('skinProfileOf', () => {
  it('judges only the avoid list when there is no analysis', () => {
    const profile = skinProfileOf(undefined, ['fragrância']);
    expect(profile.skinType).toBeNull();
    const fit = compatibility(product({ id: 'p', ingredients: ['Aqua', 'Parfum'] }), profile);
    expect(fit.alerts).toHaveLength(1);
    expect(fit.warnings).toEqual([]);
  });
  it('carries the analysis type, scores and concerns (analyzer keys included)', () => {
    const profile = skinProfileOf(
      {
        skinType: 'Oleosa',
        scores: { dry: 10, oily: 80, sensitive: 20 },
        concerns: [{ key: 'enlarged_pores', severity: 61 }],
      },
      [],
    );
    const fit = compatibility(
      product({ id: 'p', concerns: ['pores'], ingredients: ['Aqua', 'Niacinamide'], skinTypes: ['oleosa'] }),
      profile,
    );
    expect(fit.reasons.join(' ')).toContain('Poros Dilatados (61%)');
  });
});
