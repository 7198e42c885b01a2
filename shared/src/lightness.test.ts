import { describe, expect, it } from 'vitest';
import { srgbLightness } from './lightness';

describe('srgbLightness', () => {
  it('puts black at 0, white at 100 and the CIE reference colours where the standard does', () => {
    expect(srgbLightness(0, 0, 0)).toBe(0);
    expect(srgbLightness(255, 255, 255)).toBeCloseTo(100, 3);
    // sRGB grey 119 is the usual "L* 50" grey; 128 reads 53.59.
    expect(srgbLightness(119, 119, 119)).toBeCloseTo(50.03, 2);
    expect(srgbLightness(128, 128, 128)).toBeCloseTo(53.59, 2);
    expect(srgbLightness(255, 0, 0)).toBeCloseTo(53.24, 2);
    expect(srgbLightness(0, 255, 0)).toBeCloseTo(87.73, 2);
    expect(srgbLightness(0, 0, 255)).toBeCloseTo(32.3, 1);
  });

  it('uses the linear part of the curve for very dark colours', () => {
    // Y = 1/255/12.92 ≈ 0.0003 is below the cube-root threshold (216/24389).
    expect(srgbLightness(1, 1, 1)).toBeCloseTo((24389 / 27) * (1 / 255 / 12.92), 6);
  });

  it('reads a typical skin tone between the dark and washed-out ends', () => {
    expect(srgbLightness(224, 172, 140)).toBeGreaterThan(60);
    expect(srgbLightness(224, 172, 140)).toBeLessThan(80);
    expect(srgbLightness(96, 60, 45)).toBeLessThan(35);
  });

  it('clamps and rounds values outside the byte range', () => {
    expect(srgbLightness(300, 300, 300)).toBeCloseTo(100, 3);
    expect(srgbLightness(-5, -5, -5)).toBe(0);
  });
});
