import { describe, expect, it } from 'vitest';
import { WHITE_BALANCE } from '../scoring';
import { estimateIlluminant } from './color';
import {
  type Gains,
  type LabColour,
  linearRgbToLab,
  normaliseLight,
  REFERENCE_L,
  remainingToD65,
} from './light';

/** Linear reflectances of a synthetic face's zones: the cheeks a little redder than the forehead and chin. */
const SKIN: Record<string, Gains> = {
  forehead: { r: 0.42, g: 0.28, b: 0.2 },
  cheek: { r: 0.46, g: 0.27, b: 0.2 },
  chin: { r: 0.41, g: 0.28, b: 0.21 },
};
const GREY = 0.3;
const LIGHTS: Record<string, Gains> = {
  neutral: { r: 1, g: 1, b: 1 },
  warm: { r: 1.3, g: 1, b: 0.65 },
  cool: { r: 0.8, g: 1, b: 1.3 },
  dim: { r: 0.35, g: 0.35, b: 0.35 },
  'warm and dim': { r: 0.5, g: 0.4, b: 0.25 },
};

const toByte = (v: number) => {
  const c = Math.min(1, Math.max(0, v));
  return Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
};
const fromByte = (byte: number) => {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The photo (a grey room, the face's zones in it) under a light, and the zones' colours as the engine reads them. */
const photograph = (light: Gains) => {
  const width = 120;
  const height = 120;
  const data = new Uint8Array(width * height * 3);
  const keys = Object.keys(SKIN);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const zone =
        x >= 30 && x < 90 && y >= 30 && y < 90 ? SKIN[keys[Math.floor((y - 30) / 20)] ?? ''] : undefined;
      const reflect = zone ?? { r: GREY, g: GREY, b: GREY };
      // A little texture, so no block reads as a flat fill (color.ts leaves flat fills out of the estimate).
      const grain = 1 + 0.04 * Math.sin(x * 1.7 + y * 2.3);
      const i = 3 * (y * width + x);
      data[i] = toByte(reflect.r * light.r * grain);
      data[i + 1] = toByte(reflect.g * light.g * grain);
      data[i + 2] = toByte(reflect.b * light.b * grain);
    }
  const illuminant = estimateIlluminant({ data, width, height });
  // The measuring pipeline's own bounded half correction (measure-face.ts, boundedGains).
  const half = (ratio: number) =>
    Math.min(WHITE_BALANCE.maxGain, Math.max(WHITE_BALANCE.minGain, (1 / ratio) ** WHITE_BALANCE.strength));
  const applied = { r: half(illuminant.rg), g: 1, b: half(illuminant.bg) };
  const zones: LabColour[] = Object.values(SKIN).map((reflect) => {
    const seen = (v: number, l: number, gain: number) => fromByte(toByte(v * l)) * gain;
    return linearRgbToLab({
      r: seen(reflect.r, light.r, applied.r),
      g: seen(reflect.g, light.g, applied.g),
      b: seen(reflect.b, light.b, applied.b),
    });
  });
  return normaliseLight(zones, remainingToD65(illuminant, applied));
};

const [foreheadRef, cheekRef] = photograph(LIGHTS.neutral as Gains) as [LabColour, LabColour, LabColour];
const relativeRedness = (zones: LabColour[]) =>
  (zones[1]?.a ?? 0) - zones.reduce((sum, z) => sum + z.a, 0) / zones.length;

describe('light normalisation', () => {
  it('brings the face to the reference lightness', () => {
    const zones = photograph(LIGHTS.dim as Gains);
    expect(zones.reduce((sum, z) => sum + z.L, 0) / zones.length).toBeCloseTo(REFERENCE_L, 5);
  });

  // Tolerances: a* and b* within 1.5 (a just-noticeable difference on skin is about 1–2 ΔE), the cheeks' redness
  // against the face's own baseline within 0.5 a* (8-bit rounding of a dim, warm photo alone moves it 0.3).
  for (const [name, light] of Object.entries(LIGHTS)) {
    it(`measures the same skin colour under ${name} light`, () => {
      const zones = photograph(light);
      const [forehead, cheek] = zones as [LabColour, LabColour, LabColour];
      expect(Math.abs(forehead.a - foreheadRef.a)).toBeLessThan(1.5);
      expect(Math.abs(forehead.b - foreheadRef.b)).toBeLessThan(1.5);
      expect(Math.abs(cheek.a - cheekRef.a)).toBeLessThan(1.5);
      expect(
        Math.abs(relativeRedness(zones) - relativeRedness(photograph(LIGHTS.neutral as Gains))),
      ).toBeLessThan(0.5);
    });
  }

  it('keeps differences of skin colour: the redder cheeks still read redder than the face', () => {
    for (const light of Object.values(LIGHTS)) expect(relativeRedness(photograph(light))).toBeGreaterThan(1);
  });

  it('would not hold without it: the same skin under warm light reads another colour as measured', () => {
    const warm = LIGHTS.warm as Gains;
    const asMeasured = linearRgbToLab({
      r: (SKIN.forehead?.r ?? 0) * warm.r,
      g: (SKIN.forehead?.g ?? 0) * warm.g,
      b: (SKIN.forehead?.b ?? 0) * warm.b,
    });
    expect(Math.abs(asMeasured.b - foreheadRef.b)).toBeGreaterThan(5);
  });
});
