import { bandsOf, type Progress } from '@pele/shared/schemas/skin-analysis';
import type { AnalysisRecord } from './analysis-record';

type Complete = AnalysisRecord & { result: NonNullable<AnalysisRecord['result']> };

/** 'offline-2.4.2' → 'offline-2.4': the numbers' scale (a version without a patch number is its own scale). */
export const numbersScaleOf = (engineVersion: string) => engineVersion.replace(/^(.*\d+\.\d+)\.\d+$/, '$1');

type Metric = 'hydration' | 'texture' | 'pigmentation';
const METRICS: readonly Metric[] = ['hydration', 'texture', 'pigmentation'];

/** One number per analysis for the headline: the mean of the given 0–100 metrics (all three by default). */
export const overallScore = (metrics: Record<Metric, number>, keys: readonly Metric[] = METRICS) =>
  keys.reduce((sum, key) => sum + metrics[key], 0) / keys.length;

/**
 * Progress between the first and the latest comparable analyses. Comparable means complete and measured by
 * the same engine version as the latest, patch number aside: a new engine's numbers are not on the same scale,
 * and comparing across it would show a change the skin never made, while a patch changes no number (texts, the
 * pose's degrees: see ENGINE_VERSION). With fewer than two, there is no improvement to show. The improvement
 * leaves out a metric shown as a band in either analysis: a band has no precise change to add.
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
      improvementMetrics: [],
      analysesCount: complete.length,
      comparableCount: comparable.length,
      trends: null,
      series,
    };
  }
  const firstBands = bandsOf(first.result.readings);
  const latestBands = bandsOf(latest.result.readings);
  const trend = (key: Metric) => ({
    first: first.result.metrics[key],
    latest: latest.result.metrics[key],
    delta: Math.round(latest.result.metrics[key] - first.result.metrics[key]),
    ...(firstBands[key] && { firstBand: firstBands[key] }),
    ...(latestBands[key] && { latestBand: latestBands[key] }),
  });
  const improvementMetrics = METRICS.filter((key) => !firstBands[key] && !latestBands[key]);
  const before = improvementMetrics.length > 0 ? overallScore(first.result.metrics, improvementMetrics) : 0;
  const after = improvementMetrics.length > 0 ? overallScore(latest.result.metrics, improvementMetrics) : 0;
  return {
    improvement: before > 0 ? Math.round(((after - before) / before) * 100) : null,
    improvementMetrics,
    analysesCount: complete.length,
    comparableCount: comparable.length,
    trends: { hydration: trend('hydration'), texture: trend('texture'), pigmentation: trend('pigmentation') },
    series,
  };
};
