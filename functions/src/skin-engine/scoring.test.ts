import { describe, expect, it } from 'vitest';
import { deriveSkinType } from '../domain/analysis/skin-type';
import { CALIBRATION } from './calibrate/calibration-table';
import { type Aggregates, calibrated, metrics, ramp, severities, skinScores } from './scoring';

/** A face whose every measure sits at the reference set's knot `i` (0 = lowest face, 20 = highest). */
const atKnot = (i: number): Aggregates => {
  const k = (part: keyof typeof CALIBRATION.parts) => CALIBRATION.parts[part][i] ?? Number.NaN;
  return {
    shineTZone: k('shine'),
    shineCheeks: 0,
    textureRms: k('cheekRoughness'),
    cheekTextureRms: k('cheekRoughness'),
    lineResponse: k('lines'),
    cheekLineResponse: k('cheekLines'),
    wrinkleResponse: k('wrinkles'),
    poreResponse: k('pores'),
    redSpotResponse: k('redSpots'),
    darkSpotResponse: k('darkSpots'),
    lightnessSpread: k('toneSpread'),
    rednessA: 12,
    rednessAboveFace: k('rednessAboveFace'),
    erythemaIndex: k('erythema'),
    noseErythemaIndex: k('noseErythema'),
    chroma: k('chroma'),
    sheenContrast: k('highlights'),
    darkCircleDeltaL: k('darkCircles'),
    eyeBagShade: k('eyeBagShade'),
    eyeBagDepth: k('eyeBagDepth'),
    ita: 40,
  };
};
const median = atKnot(10);
const top = atKnot(20);

describe('scoring', () => {
  it('ramps linearly between its anchors and clamps outside them', () => {
    expect(ramp(5, 10, 20)).toBe(0);
    expect(ramp(15, 10, 20)).toBe(50);
    expect(ramp(25, 10, 20)).toBe(100);
    expect(ramp(Number.NaN, 10, 20)).toBe(0);
  });

  it('places a face at the reference median near the middle of every number', () => {
    for (const [key, value] of Object.entries(calibrated(median))) {
      expect(value, key).toBeGreaterThanOrEqual(35);
      expect(value, key).toBeLessThanOrEqual(65);
    }
  });

  it('reads the face lowest on every measure at the bottom of its concerns, and as dull (no highlight, no colour)', () => {
    const { dullness, ...others } = severities(atKnot(0));
    for (const [key, value] of Object.entries(others)) {
      expect(value, key).toBeGreaterThan(0);
      expect(value, key).toBeLessThanOrEqual(10);
    }
    expect(dullness).toBeGreaterThanOrEqual(90);
  });

  it('reads a shiny T-zone as oilier than most reference faces, and the type follows', () => {
    const shiny = calibrated({ ...median, shineTZone: top.shineTZone, sheenContrast: top.sheenContrast });
    expect(skinScores(shiny).oily).toBeGreaterThan(80);
    expect(deriveSkinType(skinScores(shiny))).toBe('Oleosa');
  });

  it('reads a high erythema index as sensitivity and redness', () => {
    const red = calibrated({
      ...median,
      erythemaIndex: top.erythemaIndex,
      noseErythemaIndex: top.noseErythemaIndex,
      rednessAboveFace: top.rednessAboveFace,
      redSpotResponse: top.redSpotResponse,
    });
    expect(skinScores(red).sensitive).toBeGreaterThan(80);
    expect(red.redness).toBeGreaterThan(90);
    expect(deriveSkinType(skinScores(red))).toBe('Sensível');
  });

  it('reads rough, lined skin as dry and lowers the hydration estimate and texture', () => {
    const plain = calibrated(median);
    const rough = calibrated({
      ...median,
      textureRms: top.textureRms,
      cheekTextureRms: top.cheekTextureRms,
      lineResponse: top.lineResponse,
      cheekLineResponse: top.cheekLineResponse,
      wrinkleResponse: top.wrinkleResponse,
    });
    expect(skinScores(rough).dry).toBeGreaterThan(80);
    expect(metrics(rough).hydration).toBeLessThan(metrics(plain).hydration - 30);
    expect(metrics(rough).texture).toBeLessThan(metrics(plain).texture - 20);
    expect(deriveSkinType(skinScores(rough))).toBe('Seca');
  });

  it('keeps hydration the complement of dryness: one estimate, not two measures', () => {
    for (const i of [0, 5, 10, 15, 20]) {
      const n = calibrated(atKnot(i));
      expect(metrics(n).hydration + skinScores(n).dry).toBe(100);
    }
  });
});
