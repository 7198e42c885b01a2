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
  // engine 2.4.0 (soft skin mask, re-levelling) everyday is at 971 of 972 numbers within 5 points, held-out at
  // 483 of 486, and every perturbed photo of both sets is analysed (the sharpness floor at 0.13). Since 2.4.3 (the
  // steadiness self-check, steadiness-check.ts) the numbers reported with confidence: everyday 879 of 879 within 5
  // points (884 of 885 before), held-out 439 of 441 (441 of 444 before).
  everyday: { analysedShare: 1, maxTypeChangeShare: 0, withinShare: 0.998, confidentWithinShare: 1 },
  'held-out': { analysedShare: 1, maxTypeChangeShare: 0, withinShare: 0.993, confidentWithinShare: 0.995 },
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
