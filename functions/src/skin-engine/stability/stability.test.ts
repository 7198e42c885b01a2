import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAnalyzer } from '../analyze-photo';
import { type StabilityFigures, stabilityFigures } from './stability';

const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/images');
const photosIn = (folder: string) =>
  readdirSync(join(FIXTURES, folder))
    .filter((name) => name.endsWith('.jpg'))
    .map((name) => readFileSync(join(FIXTURES, folder, name)));

/**
 * The target is every perturbed photo analysed, no skin-type change and every number within 5 points. What the
 * engine holds to without exception: every copy analysed, every number it reports with confidence within 5
 * points, and no type change on a face whose result did not already say it sits on the rule's border ('no limite
 * entre…'). The other shares are floors at the figures it reaches (skin-engine/README.md, "Figures"), so a change
 * that makes the numbers move more fails here; raise them as the engine improves.
 */
const FLOORS = {
  // Engine 3 reports every number as a place among reference faces (skin-engine/README.md). That scale spreads
  // typical faces, so it is steep where they crowd, and a measure's noise moves a number more than on engine 2's
  // ramps, which left most faces at 0 or 100 (where nothing moves). A number that may move past 5 points on a photo
  // is shown as a band or greyed, with the reason (calibratedSwings). Measured on engine 3.3.0: everyday 95.3 %
  // of the numbers within 5 points, no type change; held-out 94.9 %, no change; held-out-2 93.8 % and 2 type
  // changes of 24 (a face at dry 23 against sensitivity 30 whose fine lines rose 20 points once re-saved, and one
  // at dry 61, sensitivity 59 turned 5°), both on faces whose result says it sits on the border.
  everyday: { maxTypeChangeShare: 0, withinShare: 0.95 },
  'held-out': { maxTypeChangeShare: 0, withinShare: 0.945 },
  'held-out-2': { maxTypeChangeShare: 0.09, withinShare: 0.935 },
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
      expect(f.analysed).toBe(f.cases);
      expect(f.unannouncedTypeChanges).toBe(0);
      expect(f.typeChanges / f.analysed).toBeLessThanOrEqual(floor.maxTypeChangeShare);
      expect(f.withinTolerance / f.numbers).toBeGreaterThanOrEqual(floor.withinShare);
      expect(f.confidentNumbers).toBeGreaterThan(0);
      expect(f.confidentWithin).toBe(f.confidentNumbers);
    },
  );

  it('keeps redness, read against the face’s own baseline, within 8 points on every everyday selfie', () => {
    expect(figures.get('everyday')?.worst['concern.redness']).toBeLessThanOrEqual(8);
  });
});
