import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../seed/catalog/catalog';
import { compatibility, matchScore } from './compatibility';
import { matchOf, orderByMatch, rankByMatch } from './match';
import { skinProfileOf } from './skin-profile';
import { drySensitive, oilyAcneProne, product } from './test-profiles';
import type { SkinProfile } from './types';

const noAnalysis: SkinProfile = skinProfileOf(null, []);

const arbitraryProfile: fc.Arbitrary<SkinProfile> = fc.record({
  skinType: fc.constantFrom('Oleosa', 'Seca', 'Mista', 'Sensível'),
  scores: fc.record({
    dry: fc.integer({ min: 0, max: 100 }),
    oily: fc.integer({ min: 0, max: 100 }),
    sensitive: fc.integer({ min: 0, max: 100 }),
  }),
  concerns: fc.uniqueArray(
    fc.record({
      key: fc.constantFrom('acne', 'oiliness', 'redness', 'dryness', 'fine_lines', 'hyperpigmentation'),
      severity: fc.integer({ min: 0, max: 100 }),
    }),
    { selector: (c) => c.key, maxLength: 4 },
  ),
  avoid: fc.subarray(['parabenos', 'fragrância', 'ácido salicílico', 'niacinamida']),
});

const products = fc.subarray([...CATALOG], { minLength: 0, maxLength: 40 });

describe('matchOf', () => {
  it('is the compatibility score for the person’s latest analysis', () => {
    for (const p of CATALOG.slice(0, 20)) {
      expect(matchOf(p, oilyAcneProne)).toBe(compatibility(p, oilyAcneProne).score);
    }
  });

  it('is null without an analysis, whatever the avoid list', () => {
    expect(matchOf(CATALOG[0] as (typeof CATALOG)[number], noAnalysis)).toBeNull();
    expect(matchOf(product({ id: 'x' }), skinProfileOf(null, ['parabenos']))).toBeNull();
  });

  it('differs between products and between people, unlike a fixed badge', () => {
    const scores = new Set(CATALOG.map((p) => matchOf(p, oilyAcneProne)));
    expect(scores.size).toBeGreaterThan(10);
    const bha = CATALOG.find((p) => p.id === 'gel-de-limpeza-purificante-bha');
    if (!bha) throw new Error('missing fixture');
    expect(matchOf(bha, oilyAcneProne)).not.toBe(matchOf(bha, drySensitive));
  });
});

describe('matchScore', () => {
  it('is the compatibility’s score and avoid-list alerts', () => {
    fc.assert(
      fc.property(arbitraryProfile, (profile) => {
        for (const p of CATALOG) {
          const full = compatibility(p, profile);
          expect(matchScore(p, profile)).toEqual({ score: full.score, alerts: full.alerts });
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('orderByMatch', () => {
  it('orders the products as the ranking does, without copying them', () => {
    fc.assert(
      fc.property(products, arbitraryProfile, fc.integer({ min: 1, max: 50 }), (list, profile, limit) => {
        const ordered = orderByMatch(list, profile, { limit });
        expect(ordered.map((p) => p.id)).toEqual(rankByMatch(list, profile, { limit }).map((p) => p.id));
        for (const p of ordered) expect(list).toContain(p);
      }),
    );
  });
});

describe('rankByMatch', () => {
  it('never puts a lower score above a higher one', () => {
    fc.assert(
      fc.property(products, arbitraryProfile, (list, profile) => {
        const scores = rankByMatch(list, profile).map((p) => p.compatibility.score);
        for (let i = 1; i < scores.length; i++) {
          expect(scores[i - 1]).toBeGreaterThanOrEqual(scores[i] as number);
        }
      }),
    );
  });

  it('keeps every product exactly once, whatever the order it was given in', () => {
    fc.assert(
      fc.property(products, arbitraryProfile, (list, profile) => {
        const ids = rankByMatch(list, profile).map((p) => p.id);
        expect([...ids].sort()).toEqual(list.map((p) => p.id).sort());
        expect(rankByMatch([...list].reverse(), profile).map((p) => p.id)).toEqual(ids);
      }),
    );
  });

  it('puts every product with an avoided ingredient after every product without one', () => {
    fc.assert(
      fc.property(products, arbitraryProfile, (list, profile) => {
        const flags = rankByMatch(list, profile).map((p) => p.compatibility.alerts.length > 0);
        const firstFlagged = flags.indexOf(true);
        if (firstFlagged >= 0) expect(flags.slice(firstFlagged).every(Boolean)).toBe(true);
      }),
    );
  });

  it('breaks a tie with a category not shown yet', () => {
    const same = { ingredients: ['Aqua', 'Glycerin'], skinTypes: ['oleosa'] };
    const ranked = rankByMatch(
      [
        product({ id: 'a-serum', ...same }),
        product({ id: 'b-serum', ...same }),
        product({ id: 'c-cleanser', category: 'cleansers', ...same }),
      ],
      oilyAcneProne,
    );
    expect(new Set(ranked.map((p) => p.compatibility.score)).size).toBe(1);
    expect(ranked.map((p) => p.id)).toEqual(['a-serum', 'c-cleanser', 'b-serum']);
  });
});
