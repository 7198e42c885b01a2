import { bandsOf, type Progress } from '@pele/shared/schemas/skin-analysis';
import type { AnalysisRecord } from './analysis-record';

type Complete = AnalysisRecord & { result: NonNullable<AnalysisRecord['result']> };

/** 'offline-2.4.2' → 'offline-2.4': the numbers' scale (a version without a patch number is its own scale). */
export const numbersScaleOf = (engineVersion: string) => engineVersion.replace(/^(.*\d+\.\d+)\.\d+$/, '$1');

/** One number per analysis for the headline: the mean of the three 0–100 metrics, higher is better. */
export const overallScore = (metrics: { hydration: number; texture: number; pigmentation: number }) =>
  (metrics.hydration + metrics.texture + metrics.pigmentation) / 3;

/**
 * Progress between the first and the latest comparable analyses. Comparable means complete and measured by
 * the same engine version as the latest, patch number aside: a new engine's numbers are not on the same scale,
 * and comparing across it would show a change the skin never made, while a patch changes no number (texts, the
 * pose's degrees: see ENGINE_VERSION). With fewer than two, there is no improvement to show.
 */
export const computeProgress = (records: AnalysisRecord[]): Progress => {
  const complete = records
    .filter((record): record is Complete => record.status === 'complete' && record.result !== null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const latest = complete.at(-1);
  const comparable = latest
    ? complete.filter(
        (r) => numbersScaleOf(r.result.engineVersion) === numbersScaleOf(latest.result.engineVersion),
      )
    : [];
  const first = comparable[0];
  const series = complete.map((record) => ({
    id: record.id,
    createdAt: record.createdAt,
    metrics: record.result.metrics,
    bands: bandsOf(record.result.readings),
    skinType: record.result.skinType,
  }));
  if (!first || !latest || comparable.length < 2) {
    return {
      improvement: null,
      analysesCount: complete.length,
      comparableCount: comparable.length,
      trends: null,
      series,
    };
  }
  const firstBands = bandsOf(first.result.readings);
  const latestBands = bandsOf(latest.result.readings);
  const trend = (key: 'hydration' | 'texture' | 'pigmentation') => ({
    first: first.result.metrics[key],
    latest: latest.result.metrics[key],
    delta: Math.round(latest.result.metrics[key] - first.result.metrics[key]),
    ...(firstBands[key] && { firstBand: firstBands[key] }),
    ...(latestBands[key] && { latestBand: latestBands[key] }),
  });
  const before = overallScore(first.result.metrics);
  const after = overallScore(latest.result.metrics);
  return {
    improvement: before > 0 ? Math.round(((after - before) / before) * 100) : null,
    analysesCount: complete.length,
    comparableCount: comparable.length,
    trends: { hydration: trend('hydration'), texture: trend('texture'), pigmentation: trend('pigmentation') },
    series,
  };
};
