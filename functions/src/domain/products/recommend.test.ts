import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../seed/catalog/catalog';
import { recommend, recommendationReason } from './recommend';
import { drySensitive, oilyAcneProne, product } from './test-profiles';

describe('recommend', () => {
  it('ranks a BHA cleanser above a rich cream for an oily, acne-prone skin', () => {
    const ranked = recommend(CATALOG, oilyAcneProne, { limit: CATALOG.length });
    const position = (id: string) => ranked.findIndex((p) => p.id === id);
    expect(position('gel-de-limpeza-purificante-bha')).toBeGreaterThanOrEqual(0);
    expect(position('gel-de-limpeza-purificante-bha')).toBeLessThan(
      position('creme-nutritivo-manteigas-brasileiras'),
    );
  });

  it('names the measured concern and the ingredient that answers it', () => {
    const bha = CATALOG.find((p) => p.id === 'gel-de-limpeza-purificante-bha');
    if (!bha) throw new Error('missing fixture');
    expect(recommendationReason(bha, oilyAcneProne)).toBe(
      'Indicado para Oleosidade (72%): contém ácido salicílico, que controla a oleosidade e desobstrui os poros.',
    );
    for (const p of recommend(CATALOG, drySensitive, { limit: 5 })) {
      expect(p.recommendationReason).toMatch(/^Indicado para (Vermelhidão \(70%\)|Ressecamento \(60%\))/);
    }
  });

  it('names the concern as the result showed it when several share the catalog’s key', () => {
    // Dullness and uneven tone are answered by the dark-spot products: the reason must not call a 46 % dullness
    // a 46 % 'Hiperpigmentação' beside the result's own 5 %.
    const profile = {
      ...drySensitive,
      concerns: [
        { key: 'dullness', name: 'Falta de Luminosidade', severity: 46 },
        { key: 'hyperpigmentation', name: 'Hiperpigmentação', severity: 5 },
      ],
    };
    const reasons = recommend(CATALOG, profile, { limit: 10 }).map((p) => p.recommendationReason);
    expect(reasons.some((r) => r.startsWith('Indicado para Falta de Luminosidade (46%)'))).toBe(true);
    expect(reasons.some((r) => r.includes('Hiperpigmentação (46%)'))).toBe(false);
  });

  it('keeps products with an avoid-list alert out of the top', () => {
    const profile = { ...oilyAcneProne, avoid: ['ácido salicílico'] };
    const ranked = recommend(CATALOG, profile, { limit: CATALOG.length });
    const firstFlagged = ranked.findIndex((p) => p.compatibility.alerts.length > 0);
    expect(firstFlagged).toBeGreaterThan(0);
    expect(ranked.slice(firstFlagged).every((p) => p.compatibility.alerts.length > 0)).toBe(true);
    expect(recommend(CATALOG, profile, { limit: 10 }).some((p) => p.compatibility.alerts.length > 0)).toBe(
      false,
    );
  });

  it('gives each product its compatibility score as its recommendation score, highest first', () => {
    const top = recommend(CATALOG, oilyAcneProne, { limit: 20 });
    for (const p of top) expect(p.recommendationScore).toBe(p.compatibility.score);
    const scores = top.map((p) => p.recommendationScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('respects the limit and keeps the product fields', () => {
    const top = recommend(CATALOG, oilyAcneProne, { limit: 2 });
    expect(top).toHaveLength(2);
    expect(top[0]).toMatchObject({
      name: expect.any(String),
      price: expect.any(Number),
      recommendationScore: expect.any(Number),
    });
  });

  it('falls back to the skin type when no measured concern is answered', () => {
    const p = product({ id: 'plain', skinTypes: ['oleosa'] });
    expect(recommendationReason(p, { ...oilyAcneProne, concerns: [] })).toBe('Compatível com pele oleosa.');
  });

  it('is deterministic', () => {
    const ids = () => recommend(CATALOG, oilyAcneProne, { limit: 20 }).map((p) => p.id);
    expect(ids()).toEqual(ids());
  });
});
