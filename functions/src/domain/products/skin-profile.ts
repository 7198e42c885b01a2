import type { SkinProfile, SkinType } from './types';

/** The parts of a complete analysis the product rules read. */
export interface AnalysisNumbers {
  skinType: SkinType;
  scores: { dry: number; oily: number; sensitive: number };
  concerns: readonly { key: string; severity: number; name?: string }[];
}

/**
 * The profile the compatibility and ranking rules judge against: the latest complete analysis (or none)
 * plus the avoid list. Without an analysis only the avoid list and the product itself count.
 */
export function skinProfileOf(
  analysis: AnalysisNumbers | null | undefined,
  avoid: readonly string[],
): SkinProfile {
  if (!analysis) return { skinType: null, scores: { dry: 0, oily: 0, sensitive: 0 }, concerns: [], avoid };
  return {
    skinType: analysis.skinType,
    scores: analysis.scores,
    concerns: analysis.concerns.map(({ key, severity, name }) =>
      name === undefined ? { key, severity } : { key, severity, name },
    ),
    avoid,
  };
}
