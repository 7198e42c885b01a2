import { describe, expect, it } from 'vitest';
import { FRAME, STABILITY_TOLERANCE } from '../scoring';
import {
  CHECK_RESAMPLE_SIGMA_PX,
  checkSigma,
  STEADY_SWING,
  severitySwings,
  steadinessFromSwing,
} from './steadiness-check';

describe('steadiness self-check', () => {
  it('softens by one resample at the coarser of the photo’s and the canonical frame’s pixel', () => {
    expect(checkSigma(2 * FRAME.canonicalFaceWidth)).toBeCloseTo(CHECK_RESAMPLE_SIGMA_PX);
    expect(checkSigma(FRAME.canonicalFaceWidth / 2)).toBeCloseTo(2 * CHECK_RESAMPLE_SIGMA_PX);
  });

  it('keeps a steady measure’s confidence and halves it for one that moves by the whole tolerance', () => {
    expect(steadinessFromSwing(0)).toBe(1);
    expect(steadinessFromSwing(STEADY_SWING)).toBe(1);
    expect(steadinessFromSwing(STABILITY_TOLERANCE)).toBeCloseTo(0.5);
    expect(steadinessFromSwing(4 * STABILITY_TOLERANCE)).toBeGreaterThan(0);
  });

  it('measures each severity’s swing either way', () => {
    const at = (fineLines: number, roughness: number) =>
      ({ fineLines, roughness }) as unknown as Parameters<typeof severitySwings>[0];
    expect(severitySwings(at(30, 10), at(22, 11))).toEqual({ fineLines: 8, roughness: 1 });
  });
});
