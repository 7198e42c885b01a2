/**
 * A per-photo self-check of how steady the fine lines are ("where a measure is inherently noisy, ...
 * report it with a lower confidence rather than letting it swing"). They are read a second time on the canonical
 * face softened as much as one more resample of the photo softens it (zone-measures.ts, `checkSigma`), on the
 * same skin and weights, and a concern whose severity that moves is reported with less confidence. It reads this
 * photo's own detail: lines about one photo pixel wide move, broad ones or detail well above the pixel scale do
 * not. Only fine lines are re-read, the pixel-scale measure the perturbations move (about 3 ms a photo):
 * texture and pores were checked too, cost 3–12 ms more, caught nothing on the everyday set and raised one false
 * alarm; colour, shine, spots, tone and the under-eyes move by 0–1 point under that softening on every everyday
 * face (measured with the whole zone measure re-run, ≈ 50 ms).
 */
import { FRAME, type Severities, type SeverityKey, STABILITY_TOLERANCE } from '../scoring';

/**
 * The softening of one resample, in the photo's pixels: bilinear interpolation at a sub-pixel offset t weighs two
 * neighbours (1 − t, t), a blur of variance t(1 − t): 1/6 on average over t, σ = 1/√6 ≈ 0.41 px (0.5 px at the
 * worst offset, t = ½). A re-save, a small turn or the levelling of a tilted photo each resample it once. The
 * average, not the worst case: at 0.5 px the check also moved two everyday faces' numbers that the issue's
 * perturbations never moved (fine lines at 100 on a side-lit face: 7 points), i.e. it tested a softer photo
 * than a re-save gives.
 */
export const CHECK_RESAMPLE_SIGMA_PX = 1 / Math.sqrt(6);

/**
 * The check's blur in canonical pixels (to 0.01 px). A face smaller than the canonical frame is enlarged to it,
 * and one photo pixel spans several canonical ones (a 160 px face: 2); a larger face is reduced first, and then
 * the warp's own resample into the canonical frame is the one that matters, at its pixel: never under
 * CHECK_RESAMPLE_SIGMA_PX.
 */
export const checkSigma = (faceWidthPx: number): number =>
  // In hundredths: the blur's kernels are kept per sigma (image-filters.ts), and a sigma per face width would
  // keep one for every photo.
  Math.round(
    100 * CHECK_RESAMPLE_SIGMA_PX * Math.max(1, FRAME.canonicalFaceWidth / Math.max(1, faceWidthPx)),
  ) / 100;

/** How far each severity moved between the photo's own measure and the self-check's (points, ≥ 0). */
export const severitySwings = (
  measured: Severities,
  checked: Severities,
): Partial<Record<SeverityKey, number>> =>
  Object.fromEntries(
    (Object.keys(measured) as SeverityKey[]).map((key) => [key, Math.abs(measured[key] - checked[key])]),
  );

/**
 * A swing up to half the stability tolerance is the measure's ordinary noise (severities are whole points, and
 * the issue allows 5): the concern keeps its confidence.
 */
export const STEADY_SWING = STABILITY_TOLERANCE / 2;

/**
 * The steadiness term of a concern's confidence (0–1) from its self-check swing: 1 up to STEADY_SWING, then
 * STEADY_SWING / swing, so a measure that one resample moves by the whole tolerance keeps half its confidence
 * (under CONCERN_LOW_CONFIDENCE for any other factor below 1), one moved by twice that a quarter. Never 0: the
 * number was measured, it is only less sure.
 */
export const steadinessFromSwing = (swing: number): number =>
  swing <= STEADY_SWING ? 1 : STEADY_SWING / swing;
