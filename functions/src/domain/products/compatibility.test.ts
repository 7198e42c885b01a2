import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../seed/catalog/catalog';
import { compatibility, WEIGHTS } from './compatibility';
import { drySensitive, oilyAcneProne, product } from './test-profiles';

const byId = (id: string) => {
  const found = CATALOG.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
const bhaCleanser = byId('gel-de-limpeza-purificante-bha');
const richCream = byId('creme-nutritivo-manteigas-brasileiras');

describe('compatibility', () => {
  it('scores a BHA cleanser above a rich cream for an oily, acne-prone skin', () => {
    const bha = compatibility(bhaCleanser, oilyAcneProne);
    const cream = compatibility(richCream, oilyAcneProne);
    expect(bha.score).toBeGreaterThan(cream.score);
    expect(bha.reasons).toContain('Indicado para pele oleosa.');
    expect(bha.reasons.join(' ')).toContain('Oleosidade (72%)');
    expect(cream.warnings.join(' ')).toMatch(/óleo de coco \(comedogênico 4 de 5\)/);
    expect(cream.warnings.join(' ')).toContain('Consulte um dermatologista');
  });

  it('stays within 0–100', () => {
    for (const p of CATALOG) {
      for (const profile of [oilyAcneProne, drySensitive]) {
        const { score } = compatibility(p, profile);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
    }
  });

  it.each(['ácido salicílico', 'acido salicilico', 'ACIDO SALICILICO', 'Salicylic Acid', 'bha'])(
    'always alerts on an avoided ingredient written as %j',
    (term) => {
      const fit = compatibility(bhaCleanser, { ...oilyAcneProne, avoid: [term] });
      expect(fit.alerts).toEqual([
        { ingredient: 'Salicylic Acid', reason: expect.stringContaining('Salicylic Acid') },
      ]);
      expect(fit.score).toBeLessThanOrEqual(WEIGHTS.alertCeiling);
    },
  );

  it('alerts on avoided ingredients even in an otherwise perfect match, and in an INCI string', () => {
    const p = product({
      id: 'x',
      ingredients: 'Aqua, Niacinamide, Parfum (Fragrance), Arachis Hypogaea (Peanut) Oil',
      skinTypes: ['oleosa'],
      concerns: ['oiliness'],
    });
    const fit = compatibility(p, { ...oilyAcneProne, avoid: ['fragrância', 'peanut'] });
    expect(fit.alerts.map((a) => a.ingredient)).toEqual([
      'Parfum (Fragrance)',
      'Arachis Hypogaea (Peanut) Oil',
    ]);
  });

  it('warns to consult a dermatologist when the skin type is not listed', () => {
    const fit = compatibility(product({ id: 'x', skinTypes: ['seca'] }), oilyAcneProne);
    expect(fit.warnings[0]).toBe(
      'Este produto não é indicado especificamente para pele oleosa. Consulte um dermatologista antes de usar.',
    );
  });

  it('lets a Mista profile match products made for oily or dry skin', () => {
    const mista = { ...oilyAcneProne, skinType: 'Mista' as const };
    expect(compatibility(product({ id: 'x', skinTypes: ['seca'] }), mista).reasons).toContain(
      'Indicado para pele mista.',
    );
    expect(compatibility(product({ id: 'y', skinTypes: ['sensível'] }), mista).warnings[0]).toContain(
      'dermatologista',
    );
  });

  it('penalises fragrance and other irritants for a sensitive skin, and names them', () => {
    const plain = product({
      id: 'plain',
      skinTypes: ['sensível'],
      ingredients: ['Aqua', 'Glycerin', 'Panthenol'],
    });
    const scented = product({
      ...plain,
      id: 'scented',
      ingredients: ['Aqua', 'Glycerin', 'Panthenol', 'Parfum'],
    });
    const a = compatibility(plain, drySensitive);
    const b = compatibility(scented, drySensitive);
    expect(a.score).toBeGreaterThan(b.score);
    expect(b.warnings).toContain('Contém fragrância, que pode irritar peles sensíveis.');
    expect(a.reasons).toContain('Sem fragrância nem irritantes conhecidos, adequado para pele sensível.');
  });

  it('does not penalise irritants for a skin that is not sensitive', () => {
    const calm = { ...oilyAcneProne, scores: { ...oilyAcneProne.scores, sensitive: 0 } };
    const plain = product({ id: 'plain', ingredients: ['Aqua', 'Glycerin'] });
    const scented = product({ id: 'scented', ingredients: ['Aqua', 'Glycerin', 'Parfum'] });
    expect(compatibility(plain, calm).score).toBe(compatibility(scented, calm).score);
  });

  it('judges only the product and the avoid list for a user without an analysis', () => {
    const fit = compatibility(bhaCleanser, {
      skinType: null,
      scores: { dry: 0, oily: 0, sensitive: 0 },
      concerns: [],
      avoid: ['niacinamida'],
    });
    expect(fit.warnings).toEqual([]);
    expect(fit.alerts.map((a) => a.ingredient)).toEqual(['Niacinamide']);
  });

  it('accepts concerns by their pt-BR names as the analysis writes them', () => {
    const named = { ...oilyAcneProne, concerns: [{ key: 'Oleosidade', severity: 72 }] };
    expect(compatibility(bhaCleanser, named).reasons.join(' ')).toContain('Oleosidade (72%)');
  });
});
