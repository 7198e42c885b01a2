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
  // No skin-type change on the everyday and held-out sets, the target; one everyday face sits within
  // 3 points of the spec's dry/sensitive boundary, so a change that moves it is caught here (and said in the
  // analyzer README). Every everyday number is within 5 points since engine 2.5.0: 972 of 972, all of them
  // reported with confidence, and every perturbed photo of every set is analysed.
  // Held-out, since engine 2.5.1 (a zone's skin share read over its outline inside the photo): 484 of 486 (479
  // before), 443 of 444 reported with confidence. The cause was found on this set (a forehead cut by the photo's
  // top edge, whose share followed the unseen hairline), so the second held-out set below was added, chosen
  // before the engine ran on it, and measured before and after that change (the same figures both times).
  // Since engine 2.6.1 (zone lightness read at the texture blur): 485 of 486, every number reported with
  // confidence within 5 (dark circles of one face had moved 7 under the turn); the one left, a fine-lines number
  // moved 12 by the turn's resample, is greyed by its steadiness self-check.
  // Second held-out set: every number within 5 points (432 of 432 since engine 2.6.0, which analyses the warm
  // studio portrait it refused for its clipped red channel: 378 of 378 before); two type changes of 24, one face
  // whose scores are all 0–1 (oily 1 against 0 makes it 'Oleosa' under the spec's rule, 0 against 0 'Mista').
  // See the analyzer README, "Stability".
  everyday: { analysedShare: 1, maxTypeChangeShare: 0, withinShare: 1, confidentWithinShare: 1 },
  'held-out': { analysedShare: 1, maxTypeChangeShare: 0, withinShare: 0.997, confidentWithinShare: 1 },
  'held-out-2': { analysedShare: 1, maxTypeChangeShare: 0.1, withinShare: 1, confidentWithinShare: 1 },
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
