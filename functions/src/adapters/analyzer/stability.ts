/**
 * What "numbers that hold still" means, in one place for the stability tests and the benchmark: the same photo
 * mirrored, re-compressed at JPEG quality 70 or turned 5° must keep its skin type and move no face-level number
 * (skin-type scores, metrics, every concern's severity) by more than STABILITY_TOLERANCE points.
 */
import sharp from 'sharp';
import type { SkinAnalysisResult } from './skin-analyzer';

export const STABILITY_TOLERANCE = 5;

/**
 * A sharp camera turned by a few degrees: rotate at twice the size and come back down, so the change is the
 * turn and not the softening of a single bilinear resample. The frame keeps its size and the corners the turn
 * brings in are filled with the photo's own surroundings (mirrored at the edges), as a turned camera would see
 * more of the scene: a flat grey fill would put a grey wedge on a tightly cropped forehead, which no camera does.
 */
export const turnedSlightly = async (image: Buffer, degrees: number): Promise<Buffer> => {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const pad = Math.ceil(Math.max(width, height) * Math.sin((Math.abs(degrees) * Math.PI) / 180)) + 2;
  // Separate pipelines: within one, sharp resizes before it extends whatever the call order.
  const padded = await sharp(image)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: 'mirror' })
    .png()
    .toBuffer();
  const big = await sharp(padded)
    .resize((width + 2 * pad) * 2, null, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const turned = await sharp(big).rotate(degrees, { background: '#808080' }).png().toBuffer();
  const { width: turnedWidth = 0, height: turnedHeight = 0 } = await sharp(turned).metadata();
  const small = await sharp(turned)
    .resize(Math.round(turnedWidth / 2), Math.round(turnedHeight / 2), { kernel: 'lanczos3' })
    .png()
    .toBuffer();
  return sharp(small)
    .extract({
      left: Math.round((turnedWidth / 2 - width) / 2),
      top: Math.round((turnedHeight / 2 - height) / 2),
      width,
      height,
    })
    .png()
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
  numbers: number;
  withinTolerance: number;
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
    numbers: 0,
    withinTolerance: 0,
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
      if (comparison.typeChanged) figures.typeChanges++;
      for (const [name, shift] of Object.entries(comparison.shifts)) {
        figures.numbers++;
        if (shift <= STABILITY_TOLERANCE) figures.withinTolerance++;
        figures.worst[name] = Math.max(figures.worst[name] ?? 0, shift);
      }
    }
  }
  return figures;
};
