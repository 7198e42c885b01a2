import { describe, expect, it } from 'vitest';
import { skinConcernKeyOf } from './skin-concerns';

describe('skinConcernKeyOf', () => {
  it('accepts catalog keys, the analyzer keys and the pt-BR names of the analysis', () => {
    expect(skinConcernKeyOf('oiliness')).toBe('oiliness');
    expect(skinConcernKeyOf('enlarged_pores')).toBe('pores');
    expect(skinConcernKeyOf('Poros Dilatados')).toBe('pores');
    expect(skinConcernKeyOf('tendencia a acne')).toBe('acne');
    expect(skinConcernKeyOf('HIPERPIGMENTAÇÃO')).toBe('hyperpigmentation');
  });

  it('answers undefined for anything else', () => {
    expect(skinConcernKeyOf('rugas profundas')).toBeUndefined();
  });
});
