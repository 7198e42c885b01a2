/** What the analyzer hands back: a complete result (the shared schema's, plus what the engine worked from) or a refusal. */
import type { AnalysisResult, PhotoQuality } from '@pele/shared/schemas/skin-analysis';
import type { SkinType } from '../domain/analysis/skin-type';
import type { ZoneKey } from './measure-zones/face-zones';
import { QUALITY_MESSAGES, type QualityChecks, type QualityCode } from './measure-zones/quality-gate';
import type { ZoneRaw } from './measure-zones/zone-measures';
import type { Aggregates } from './scoring';

/** A zone as stored (outline and raw numbers), plus whether it was measured. */
export interface SkinZone {
  key: ZoneKey;
  name: string;
  polygon: [number, number][];
  /**
   * False when hair, glasses or shadow left too little skin, or the zone was turned away from the camera; its
   * raw values are then not used, and `notMeasuredReason` says which.
   */
  measured: boolean;
  /** Mean cosine between the zone's surface normals and the view direction (1 = square on). */
  facing: number;
  notMeasuredReason?: string;
  raw: ZoneRaw;
}

/** The stored result of the shared schema, plus what the engine worked from (kept for audit and tuning). */
export interface SkinAnalysisResult extends AnalysisResult {
  skinType: SkinType;
  hydrationIsEstimate: true;
  skinTone: { ita: number; category: string };
  /** Face-level measures the scores were computed from (see scoring.ts). */
  measures: Aggregates;
  zones: SkinZone[];
  quality: { ok: true; warnings: string[]; checks: QualityChecks; photo: PhotoQuality };
  /** Face box in the analysed image, normalized 0–1. */
  face: { box: { x: number; y: number; width: number; height: number }; score: number };
}

export type AnalysisOutcome =
  | { status: 'complete'; result: SkinAnalysisResult }
  | { status: 'failed'; reason: string; code: QualityCode };

export interface SkinAnalyzer {
  /** `image` is an already validated JPEG, PNG or WebP. */
  analyze(image: Buffer): Promise<AnalysisOutcome>;
}

/** Rounds for a stable, readable JSON; a measure that could not be taken (no skin in its zones) reads 0. */
export const round = (value: number, digits = 3) => {
  if (!Number.isFinite(value)) return 0;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * To `digits` significant digits (non-finite as 0, like `round`). The raw measures span 1e-5 to 1e2: rounded to
 * decimal places, a line or pore response of 0.0004 would keep one digit, and one step of that digit moves a
 * face by several places among the reference faces.
 */
export const roundSignificant = (value: number, digits = 5) =>
  Number.isFinite(value) ? Number(value.toPrecision(digits)) : 0;

/**
 * Progress compares a user's analyses of the same engine version only, patch number aside
 * (domain/analysis/progress.ts), so a change that moves the numbers of the same photo gets a new minor (or major)
 * version: a user never sees the engine's change as their skin's. A change that leaves every number alone (texts,
 * the pose's degrees) is a patch, and the analyses before it stay comparable.
 * The version history: functions/src/skin-engine/CHANGELOG.md.
 */
export const ENGINE_VERSION = 'offline-3.3.0';

export const fail = (code: QualityCode): AnalysisOutcome => ({
  status: 'failed',
  code,
  reason: QUALITY_MESSAGES[code],
});
