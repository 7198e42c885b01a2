/**
 * What "numbers that hold still" means, in one place for the stability tests and the benchmark: the same photo
 * mirrored, re-compressed at JPEG quality 70 or turned 5° must keep its skin type and move no face-level number
 * (skin-type scores, metrics, every concern's severity) by more than STABILITY_TOLERANCE points.
 */
import { CONCERN_LOW_CONFIDENCE } from '@pele/shared/schemas/skin-analysis';
import sharp from 'sharp';
import { typesWithinNoise } from '../../domain/analysis/skin-type';
import type { SkinAnalysisResult } from '../analyze-photo';
import { STABILITY_TOLERANCE } from '../scoring';

export { STABILITY_TOLERANCE };

/**
 * A sharp camera turned by a few degrees: rotate at twice the size and come back down, so the change is the
 * turn and not the softening of a single bilinear resample. The canvas grows to hold the whole photo and the
 * corners are flat grey: what a turned camera would see there cannot be made up, and the other fills tried were
 * worse artefacts (a mirrored edge builds a whole symmetric face out of half of one at the border, which the
 * detector then prefers; cropping to real pixels cuts the chin or forehead off tightly cropped portraits). The
 * analyzer does not take flat grey for skin (skinMinChromaRatio in scoring.ts).
 */
export const turnedSlightly = async (image: Buffer, degrees: number): Promise<Buffer> => {
  const { width = 0 } = await sharp(image).metadata();
  const big = await sharp(image)
    .resize(width * 2, null, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const turned = await sharp(big).rotate(degrees, { background: '#808080' }).png().toBuffer();
  const { width: turnedWidth = 0 } = await sharp(turned).metadata();
  return sharp(turned)
    .resize(Math.round(turnedWidth / 2), null, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
};

/**
 * The photo (no larger than 1280×720) at its own size in the middle of a 1280×720 frame, letterboxed dark: the
 * camera held further away. Such a face is small in the detector's ≤ 640 px copy (a 220 px face is about 45 px
 * in its input).
 */
export const framedAtOwnSize = async (image: Buffer): Promise<Buffer> => {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  return sharp(image)
    .extend({
      left: Math.floor((1280 - width) / 2),
      right: Math.ceil((1280 - width) / 2),
      top: Math.floor((720 - height) / 2),
      bottom: Math.ceil((720 - height) / 2),
      background: '#202020',
    })
    .jpeg({ quality: 90 })
    .toBuffer();
};

export const PERTURBATIONS = {
  mirrored: (image: Buffer) => sharp(image).flop().png().toBuffer(),
  'jpeg q70': (image: Buffer) => sharp(image).jpeg({ quality: 70 }).toBuffer(),
  'turned 5°': (image: Buffer) => turnedSlightly(image, 5),
} as const;
export type Perturbation = keyof typeof PERTURBATIONS;

/** Every face-level number of a result by a stable name (concerns by key, so a mirror compares like with like). */
export const faceNumbers = (result: SkinAnalysisResult): Record<string, number> => ({
  ...Object.fromEntries(Object.entries(result.scores).map(([k, v]) => [`score.${k}`, v])),
  ...Object.fromEntries(Object.entries(result.metrics).map(([k, v]) => [`metric.${k}`, v])),
  ...Object.fromEntries(result.concerns.map((c) => [`concern.${c.key}`, c.severity])),
});

/**
 * The numbers the result stands behind: scores and metrics shown as values (not as a band: a number whose
 * reading is a band is shown without a precise value, with the reason) and the concerns it reports with
 * confidence (a concern under CONCERN_LOW_CONFIDENCE is greyed on the result screen with the reason, as for a
 * measure that is inherently noisy, e.g. one under-eye seen on a turned face).
 */
export const confidentNumbers = (result: SkinAnalysisResult): Set<string> =>
  new Set(
    Object.keys(faceNumbers(result)).filter((name) => {
      const [kind, key] = name.split('.');
      if (kind === 'score' || kind === 'metric')
        return result.readings?.find((r) => r.key === key)?.display !== 'band';
      const concern = result.concerns.find((c) => `concern.${c.key}` === name);
      return (concern?.confidence ?? 0) >= CONCERN_LOW_CONFIDENCE;
    }),
  );

export interface StabilityComparison {
  typeChanged: boolean;
  /** Each number's absolute change. */
  shifts: Record<string, number>;
  /** The numbers that moved by more than the tolerance. */
  beyond: string[];
}

export const compareResults = (a: SkinAnalysisResult, b: SkinAnalysisResult): StabilityComparison => {
  const before = faceNumbers(a);
  const after = faceNumbers(b);
  const shifts = Object.fromEntries(
    Object.entries(before).map(([name, value]) => [name, Math.abs(value - (after[name] ?? Number.NaN))]),
  );
  return {
    typeChanged: a.skinType !== b.skinType,
    shifts,
    beyond: Object.entries(shifts)
      .filter(([, shift]) => !(shift <= STABILITY_TOLERANCE))
      .map(([name]) => name),
  };
};

/** Figures over a set of photos: how many stayed analysable, kept their type, and kept numbers within tolerance. */
export interface StabilityFigures {
  cases: number;
  analysed: number;
  typeChanges: number;
  /**
   * Type changes to a type the first result did not name as a neighbour: its scores were not within the
   * tolerance of the rule's boundary, so its text did not say 'no limite entre…' (typesWithinNoise).
   */
  unannouncedTypeChanges: number;
  numbers: number;
  withinTolerance: number;
  /** The same over the numbers the original result reports with confidence (confidentNumbers). */
  confidentNumbers: number;
  confidentWithin: number;
  /** Per number name, the largest change seen. */
  worst: Record<string, number>;
}

export const stabilityFigures = async (
  analyze: (image: Buffer) => Promise<{ status: string; result?: SkinAnalysisResult }>,
  photos: readonly Buffer[],
): Promise<StabilityFigures> => {
  const figures: StabilityFigures = {
    cases: 0,
    analysed: 0,
    typeChanges: 0,
    unannouncedTypeChanges: 0,
    numbers: 0,
    withinTolerance: 0,
    confidentNumbers: 0,
    confidentWithin: 0,
    worst: {},
  };
  for (const photo of photos) {
    const base = await analyze(photo);
    if (!base.result) continue;
    for (const perturb of Object.values(PERTURBATIONS)) {
      figures.cases++;
      const other = await analyze(await perturb(photo));
      if (!other.result) continue;
      figures.analysed++;
      const comparison = compareResults(base.result, other.result);
      if (comparison.typeChanged) {
        figures.typeChanges++;
        const neighbours = typesWithinNoise(base.result.scores, STABILITY_TOLERANCE);
        if (!neighbours.includes(other.result.skinType)) figures.unannouncedTypeChanges++;
      }
      const confident = confidentNumbers(base.result);
      for (const [name, shift] of Object.entries(comparison.shifts)) {
        figures.numbers++;
        if (shift <= STABILITY_TOLERANCE) figures.withinTolerance++;
        if (confident.has(name)) {
          figures.confidentNumbers++;
          if (shift <= STABILITY_TOLERANCE) figures.confidentWithin++;
        }
        figures.worst[name] = Math.max(figures.worst[name] ?? 0, shift);
      }
    }
  }
  return figures;
};
