import { describe, expect, it } from 'vitest';
import { type Aggregates, metrics, ramp, severities, skinScores } from './scoring';

const calm: Aggregates = {
  shineTZone: 0,
  shineCheeks: 0,
  textureRms: 0.4,
  lineResponse: 0.005,
  wrinkleResponse: 0.01,
  poreResponse: 0,
  redSpotResponse: 0,
  darkSpotResponse: 0.01,
  lightnessSpread: 4,
  rednessA: 8,
  erythemaIndex: 10,
  chroma: 26,
  sheenContrast: 14,
  darkCircleDeltaL: 1,
  eyeBagShade: 0,
  eyeBagDepth: 0,
  ita: 40,
};

describe('scoring', () => {
  it('ramps linearly between its anchors and clamps outside them', () => {
    expect(ramp(5, 10, 20)).toBe(0);
    expect(ramp(15, 10, 20)).toBe(50);
    expect(ramp(25, 10, 20)).toBe(100);
    expect(ramp(Number.NaN, 10, 20)).toBe(0);
  });

  it('reports no concern on calm, even, matte skin', () => {
    const s = severities(calm);
    expect(Object.values(s).every((v) => v === 0)).toBe(true);
  });

  it('reads a shiny T-zone as oily skin', () => {
    const s = severities({ ...calm, shineTZone: 0.09, shineCheeks: 0.03 });
    const scores = skinScores(s);
    expect(scores.oily).toBeGreaterThan(scores.dry);
    expect(scores.oily).toBeGreaterThan(scores.sensitive);
  });

  it('reads high a* as redness and sensitivity', () => {
    const s = severities({ ...calm, rednessA: 24 });
    expect(s.redness).toBe(100);
    expect(skinScores(s).sensitive).toBeGreaterThan(60);
  });

  it('lowers the hydration estimate and texture with rough, lined skin', () => {
    const rough = metrics(severities({ ...calm, textureRms: 3, lineResponse: 0.04 }));
    const smooth = metrics(severities(calm));
    expect(rough.hydration).toBeLessThan(smooth.hydration - 40);
    expect(rough.texture).toBeLessThan(smooth.texture - 40);
  });

  it('gives calm, matte skin no dryness: the absence of shine is not dryness', () => {
    const scores = skinScores(severities(calm));
    expect(scores.dry).toBe(0);
    expect(metrics(severities(calm)).hydration).toBe(100);
  });

  it('reads rough, lined skin as dry without any shine', () => {
    const scores = skinScores(severities({ ...calm, textureRms: 2.5, lineResponse: 0.035 }));
    expect(scores.dry).toBeGreaterThan(scores.oily);
    expect(scores.dry).toBeGreaterThan(scores.sensitive);
  });

  it('reads a type score within the noise as 0, and counts on continuously past it', () => {
    // Roughness 4 (rms 0.6): dryness 100 − (100 − 0.6·4) = 2.4 before the noise limit.
    const faint = skinScores(severities({ ...calm, textureRms: 0.6 }));
    expect(faint).toEqual({ dry: 0, oily: 0, sensitive: 0 });
    const dryness = (textureRms: number) => skinScores(severities({ ...calm, textureRms })).dry;
    // Just past the limit the score starts near 0, not at 5: no jump for a photo on the edge.
    const justPast = [0.7, 0.72, 0.74, 0.76, 0.8].map(dryness);
    expect(justPast[0]).toBeLessThanOrEqual(1);
    for (let i = 1; i < justPast.length; i++)
      expect((justPast[i] ?? 0) - (justPast[i - 1] ?? 0)).toBeLessThanOrEqual(2);
    expect(dryness(3)).toBe(58); // (60 − 5) × 100 / 95
  });
});
