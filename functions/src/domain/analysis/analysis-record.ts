import {
  type Analysis,
  type AnalysisResult,
  type AnalysisSummary,
  bandsOf,
} from '@pele/shared/schemas/skin-analysis';
import { deadlineOf, type PhotoRemoval, photoStatusOf } from './photo-retention';

export interface AnalysisRecord {
  id: string;
  userId: string;
  status: 'processing' | 'complete' | 'failed';
  createdAt: string;
  completedAt: string | null;
  /** The raw browser upload, deleted once the analyzer has re-encoded it. */
  uploadKey: string;
  /** The re-encoded photo (EXIF/GPS stripped) the owner can see again; null if it never got that far. */
  imageKey: string | null;
  /** When the retention rule deletes the kept photo (absent on analyses kept before the rule). */
  photoDeleteAfter?: string | null;
  /** Set when the photo was deleted and the numbers kept: by the retention job, or on revoking consent. */
  photoRemoved?: PhotoRemoval | null;
  photoRemovedAt?: string | null;
  result: AnalysisResult | null;
  failureReason: string | null;
  failureCode: string | null;
  improvements: string[];
}

export const newAnalysisRecord = (
  input: { id: string; userId: string; uploadKey: string },
  now: Date,
): AnalysisRecord => ({
  id: input.id,
  userId: input.userId,
  status: 'processing',
  createdAt: now.toISOString(),
  completedAt: null,
  uploadKey: input.uploadKey,
  imageKey: null,
  result: null,
  failureReason: null,
  failureCode: null,
  improvements: [],
});

/** Drops NaN and infinities a measure may have left (JSON would turn them into null). */
const numbersOnly = (raw: Record<string, number>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(raw).filter(([, value]) => typeof value === 'number' && Number.isFinite(value)),
  );

/**
 * The owner's view. `imageUrl` is the link the caller made for the photo; it is shown only while the photo is
 * available at `now` (a photo past its retention deadline is never linked, even before the job deletes it).
 */
export const toAnalysisView = (record: AnalysisRecord, imageUrl: string | null, now: Date): Analysis => {
  const result = record.result;
  const photoStatus = photoStatusOf(record, now);
  return {
    id: record.id,
    status: record.status,
    createdAt: record.createdAt,
    completedAt: record.completedAt,
    failureReason: record.failureReason,
    failureCode: record.failureCode,
    imageUrl: photoStatus === 'available' ? imageUrl : null,
    photoStatus,
    photoDeleteAfter: photoStatus === 'available' ? deadlineOf(record) : null,
    skinType: result?.skinType ?? null,
    skinTypeDescription: result?.skinTypeDescription ?? null,
    scores: result?.scores ?? null,
    metrics: result?.metrics ?? null,
    hydrationIsEstimate: result?.hydrationIsEstimate ?? true,
    readings: result?.readings ?? [],
    concerns: result?.concerns ?? [],
    recommendations: result?.recommendations ?? [],
    zones: (result?.zones ?? []).map((zone) => ({ ...zone, raw: numbersOnly(zone.raw) })),
    skinTone: result?.skinTone ?? null,
    qualityWarnings: result?.quality.warnings ?? [],
    photoQuality: result?.quality.photo ?? null,
    image: result?.image ?? null,
    engineVersion: result?.engineVersion ?? null,
    improvements: record.improvements,
  };
};

export const toAnalysisSummary = (record: AnalysisRecord): AnalysisSummary => ({
  id: record.id,
  status: record.status,
  createdAt: record.createdAt,
  completedAt: record.completedAt,
  failureReason: record.failureReason,
  skinType: record.result?.skinType ?? null,
  scores: record.result?.scores ?? null,
  metrics: record.result?.metrics ?? null,
  bands: bandsOf(record.result?.readings),
  concerns: record.result?.concerns ?? [],
});
