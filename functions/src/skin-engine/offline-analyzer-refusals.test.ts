import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_NOTES } from './concerns-and-type/concerns';
import { QUALITY_MESSAGES, QUALITY_WARNINGS } from './measure-zones/quality-gate';
import { analyzer, complete, fixture } from './offline-analyzer-photos';
import { QUALITY } from './scoring';

/** Seeded noise (mulberry32), so the "random" image is the same on every run. */
const noiseImage = () => {
  let seed = 42;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const data = Buffer.alloc(480 * 640 * 3);
  for (let i = 0; i < data.length; i++) data[i] = Math.floor(next() * 256);
  return sharp(data, { raw: { width: 480, height: 640, channels: 3 } })
    .png()
    .toBuffer();
};

describe('offline skin analyzer: non-faces are refused', () => {
  it.each([
    'skimage-chelsea.png',
    'skimage-coffee.png',
    'skimage-rocket.jpg',
    'skimage-brick.png',
    'synthetic-flat-skin.jpg',
    'synthetic-flat-gray.jpg',
  ])(
    'refuses %s as no face',
    async (name) => {
      const outcome = await analyzer.analyze(fixture(name));
      expect(outcome).toEqual({ status: 'failed', code: 'NO_FACE', reason: QUALITY_MESSAGES.NO_FACE });
      expect(QUALITY_MESSAGES.NO_FACE).toMatch(/^Nenhum rosto foi encontrado na foto\./);
    },
    20_000,
  );

  it('refuses random noise as no face', async () => {
    const outcome = await analyzer.analyze(await noiseImage());
    expect(outcome).toMatchObject({ status: 'failed', code: 'NO_FACE' });
  });

  it('refuses bytes that are not an image', async () => {
    const outcome = await analyzer.analyze(Buffer.from('not an image at all'));
    expect(outcome).toMatchObject({ status: 'failed', code: 'UNREADABLE_IMAGE' });
  });
});

describe('offline skin analyzer: quality gate', () => {
  const grace = () => sharp(fixture('mpl-grace_hopper.jpg'));

  it.each([
    ['darkened', 'TOO_DARK', () => grace().linear(0.25, 0)],
    ['washed out', 'TOO_BRIGHT', () => grace().linear(2.2, 40)],
    ['blurred', 'BLURRED', () => grace().blur(5)],
    ['tiny', 'FACE_TOO_SMALL', () => grace().resize(128)],
    ['tinted blue-green', 'COLOR_CAST', () => grace().linear([0.55, 1, 1], [0, 0, 0])],
  ] as const)(
    'refuses a %s photo with %s and its pt-BR message',
    async (_label, code, transform) => {
      const outcome = await analyzer.analyze(await transform().png().toBuffer());
      expect(outcome).toEqual({ status: 'failed', code, reason: QUALITY_MESSAGES[code] });
    },
    20_000,
  );

  it("measures a photo whose red channel the camera clipped, says so, and trusts its redness less (it is not 'clara demais')", async () => {
    // Warm, strong light: red clipped on most of the face, green and the lightness left as they were.
    const outcome = await analyzer.analyze(await grace().linear([1.3, 1, 1], [20, 0, 0]).png().toBuffer());
    const result = complete(outcome);
    expect(result.quality.checks.clippedShare).toBeLessThan(QUALITY.maxClippedShare);
    expect(result.quality.checks.colourClippedShare).toBeGreaterThan(QUALITY.maxClippedShare);
    expect(result.quality.warnings).toContain(QUALITY_WARNINGS.colourClipped);
    const colourSeen = 1 - result.quality.checks.colourClippedShare;
    const redness = result.concerns.find((c) => c.key === 'redness');
    expect(redness?.confidence).toBeLessThanOrEqual(colourSeen);
    expect(redness?.confidenceNote).toBe(CONFIDENCE_NOTES.colourClipped);
    // A measure not read on the colour is not held to the clipped share.
    const texture = result.concerns.find((c) => c.key === 'rough_texture');
    expect(texture?.confidence).toBeGreaterThan(colourSeen);
    expect(texture?.confidenceNote).not.toBe(CONFIDENCE_NOTES.colourClipped);
  }, 20_000);
});
