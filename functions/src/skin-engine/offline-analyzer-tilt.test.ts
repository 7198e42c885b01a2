import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SkinAnalysisResult } from './analyze-photo';
import { analysedBeforeAll, analyzer, complete, fixture, maxScoreShift } from './offline-analyzer-photos';
import { turnedSlightly } from './stability/stability';

const results = analysedBeforeAll(['mpl-grace_hopper.jpg', 'skimage-astronaut.png']);

describe('offline skin analyzer: tilted photos are levelled, not refused', () => {
  const grace = () => sharp(fixture('mpl-grace_hopper.jpg'));
  /** The photo's tilt the result reports, less the upright photo's and the turn we gave it: 0 when it says the truth. */
  const rollError = (tilted: SkinAnalysisResult, base: SkinAnalysisResult, turnedBy: number) => {
    const off = tilted.quality.photo.rollDegrees - base.quality.photo.rollDegrees - turnedBy;
    return Math.abs(((((off + 180) % 360) + 360) % 360) - 180);
  };

  it.each([
    ['sideways (90°)', 90, () => grace().rotate(90)],
    ['sideways (270°)', 270, () => grace().rotate(270)],
    ['upside down', 180, () => grace().rotate(180)],
  ] as const)(
    'measures a %s photo like the upright one, with the overlay on the photo as sent and its tilt told',
    async (_label, degrees, transform) => {
      const base = results.get('mpl-grace_hopper.jpg') as SkinAnalysisResult;
      const turned = complete(await analyzer.analyze(await transform().png().toBuffer()));
      expect(turned.skinType).toBe(base.skinType);
      expect(rollError(turned, base, degrees)).toBeLessThanOrEqual(3);
      expect(maxScoreShift(base, turned)).toBeLessThanOrEqual(5);
      const { width, height } = await transform()
        .toBuffer({ resolveWithObject: true })
        .then((r) => r.info);
      expect(turned.image).toEqual({ width, height });
      const centre = (r: SkinAnalysisResult) => {
        const nose = r.zones.find((z) => z.key === 'nose')?.polygon ?? [];
        return [
          nose.reduce((sum, [x]) => sum + x, 0) / nose.length,
          nose.reduce((sum, [, y]) => sum + y, 0) / nose.length,
        ];
      };
      // The nose lies inside the face box, both in the coordinates of the turned photo.
      const [nx, ny] = centre(turned);
      expect(nx).toBeGreaterThan(turned.face.box.x);
      expect(nx).toBeLessThan(turned.face.box.x + turned.face.box.width);
      expect(ny).toBeGreaterThan(turned.face.box.y);
      expect(ny).toBeLessThan(turned.face.box.y + turned.face.box.height);
    },
    30_000,
  );

  // Within 5 points like a 5° turn; at 45° the two resamplings (the tilt and the levelling) soften the finest
  // texture a little more, so that case allows 10.
  it.each([
    [20, 5],
    [-30, 5],
    [45, 10],
  ])(
    'levels a face tilted by %i° in the plane, tells that tilt and measures it like the upright one (within %i points)',
    async (degrees, tolerance) => {
      const base = results.get('skimage-astronaut.png') as SkinAnalysisResult;
      const tilted = complete(
        await analyzer.analyze(await turnedSlightly(fixture('skimage-astronaut.png'), degrees)),
      );
      expect(tilted.skinType).toBe(base.skinType);
      expect(rollError(tilted, base, degrees)).toBeLessThanOrEqual(3);
      expect(maxScoreShift(base, tilted)).toBeLessThanOrEqual(tolerance);
      const nose = tilted.zones.find((z) => z.key === 'nose')?.polygon ?? [];
      const nx = nose.reduce((sum, [x]) => sum + x, 0) / nose.length;
      const ny = nose.reduce((sum, [, y]) => sum + y, 0) / nose.length;
      expect(nx).toBeGreaterThan(tilted.face.box.x);
      expect(nx).toBeLessThan(tilted.face.box.x + tilted.face.box.width);
      expect(ny).toBeGreaterThan(tilted.face.box.y);
      expect(ny).toBeLessThan(tilted.face.box.y + tilted.face.box.height);
    },
    30_000,
  );
});
