import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAnalyzer } from './skin-analyzer';
import { type StabilityFigures, stabilityFigures } from './stability';

const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/images');
const photosIn = (folder: string) =>
  readdirSync(join(FIXTURES, folder))
    .filter((name) => name.endsWith('.jpg'))
    .map((name) => readFileSync(join(FIXTURES, folder, name)));

/**
 * The target is every perturbed photo analysed, no skin-type change and every number within 5 points.
 * The engine does not meet it yet (see the analyzer README, "Stability"): these floors are the figures it
 * reaches today, so a change that makes the numbers move more fails here. Raise them as the engine improves.
 */
const FLOORS = {
  // No skin-type change on either set now, the target; one everyday face sits within 3 points of the spec's
  // dry/sensitive boundary, so a change that moves it is caught here (and said in the analyzer README). Since
  // engine 2.5.0 (the mesh refitted in a crop turned with the face and averaged over three crops, a levelled photo
  // measured as sent, flat fills left out of the illuminant) every everyday number is within 5 points: 972 of 972
  // (971 before), all of them reported with confidence, and every perturbed photo of both sets is analysed.
  // Held-out: 479 of 486 (483 before), 98.9 % of those reported with confidence (99.5 % before). Six of the seven
  // are one face re-saved and turned: its forehead, mostly under a fringe, counts more in its fine lines and
  // wrinkles as more of it passes the skin mask (27 % of it skin as sent, 32 % re-saved, 36 % turned), and it reads
  // few lines against crow's feet that read many; its fine lines are greyed (steadiness check), its dry score and
  // hydration, built from them, move 11 and 10. The other eight held-out faces move less than before (sum of
  // squared moves 364 → 260). See the analyzer README, "Stability".
  everyday: { analysedShare: 1, maxTypeChangeShare: 0, withinShare: 1, confidentWithinShare: 1 },
  'held-out': { analysedShare: 1, maxTypeChangeShare: 0, withinShare: 0.985, confidentWithinShare: 0.988 },
} as const;

const analyzer = createOfflineAnalyzer();
const figures = new Map<string, StabilityFigures>();

beforeAll(async () => {
  for (const folder of Object.keys(FLOORS))
    figures.set(folder, await stabilityFigures((image) => analyzer.analyze(image), photosIn(folder)));
}, 300_000);

describe('analyzer stability under mirror, JPEG q70 and a 5° turn', () => {
  it.each(Object.entries(FLOORS))(
    'keeps the %s selfies analysable, their type and their numbers at least as steady as today',
    (folder, floor) => {
      const f = figures.get(folder) as StabilityFigures;
      expect(f.cases).toBeGreaterThan(0);
      expect(f.analysed / f.cases).toBeGreaterThanOrEqual(floor.analysedShare);
      expect(f.typeChanges / f.analysed).toBeLessThanOrEqual(floor.maxTypeChangeShare);
      expect(f.withinTolerance / f.numbers).toBeGreaterThanOrEqual(floor.withinShare);
      expect(f.confidentWithin / f.confidentNumbers).toBeGreaterThanOrEqual(floor.confidentWithinShare);
    },
  );

  it('keeps redness within 5 points on every everyday selfie', () => {
    expect(figures.get('everyday')?.worst['concern.redness']).toBeLessThanOrEqual(5);
  });
});
