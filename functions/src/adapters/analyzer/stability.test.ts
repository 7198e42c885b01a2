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
  // Engine 3 reports every number as a place among reference faces (skin-engine/README.md). That scale spreads
  // typical faces, so it is steep where they crowd, and a measure's noise under the three perturbations moves a
  // number more than on engine 2's ramps, which left most faces at 0 or 100 (where nothing moves). Measured on
  // engine 3.0.0: everyday 902 of 972 numbers within 5 points (972 of 972 on 2.10.0), 2 type changes of 54;
  // held-out 462 of 486, 2 of 27; held-out-2 396 of 432, 0 of 24. A number that may move past 5 points on a
  // photo is shown as a band or greyed with the reason (calibratedSwings): of those reported with confidence,
  // 268 of 273, 169 of 171 and 122 of 123 are within 5 points. The target (no type change, every number
  // reported with confidence within 5 points) is not met: see skin-engine/README.md, "Figures".
  everyday: { analysedShare: 1, maxTypeChangeShare: 0.04, withinShare: 0.92, confidentWithinShare: 0.98 },
  'held-out': { analysedShare: 1, maxTypeChangeShare: 0.075, withinShare: 0.95, confidentWithinShare: 0.98 },
  'held-out-2': { analysedShare: 1, maxTypeChangeShare: 0, withinShare: 0.91, confidentWithinShare: 0.99 },
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

  it('keeps redness, read against the face’s own baseline, within 8 points on every everyday selfie', () => {
    expect(figures.get('everyday')?.worst['concern.redness']).toBeLessThanOrEqual(8);
  });
});
