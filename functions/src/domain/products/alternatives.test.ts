import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../seed/catalog/catalog';
import { findIngredient } from '../ingredients/lookup';
import { alternatives } from './alternatives';
import { oilyAcneProne } from './test-profiles';

describe('alternatives', () => {
  const original = CATALOG.find((p) => p.id === 'gel-de-limpeza-niacinamida-controle');
  if (!original) throw new Error('missing fixture');

  it('offers 3 products of the same category without the alerting ingredient', () => {
    const profile = { ...oilyAcneProne, avoid: ['fragrância'] };
    const found = alternatives(original, CATALOG, profile);
    expect(found).toHaveLength(3);
    for (const alt of found) {
      expect(alt.category).toBe('cleansers');
      expect(alt.id).not.toBe(original.id);
      expect(alt.ingredients.some((i) => findIngredient(i)?.id === 'parfum')).toBe(false);
      expect(alt.compatibility.alerts).toEqual([]);
    }
  });

  it('prefers alternatives that fit the measured skin', () => {
    const [best] = alternatives(original, CATALOG, { ...oilyAcneProne, avoid: ['parfum'] });
    expect(best?.skinTypes).toContain('oleosa');
  });

  it('honours n', () => {
    expect(alternatives(original, CATALOG, oilyAcneProne, 1)).toHaveLength(1);
  });
});
