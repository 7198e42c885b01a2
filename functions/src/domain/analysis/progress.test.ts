import { describe, expect, it } from 'vitest';
import { type AnalysisRecord, newAnalysisRecord } from './analysis-record';
import { computeProgress, numbersScaleOf } from './progress';

const analysis = (
  id: string,
  createdAt: string,
  metrics: { hydration: number; texture: number; pigmentation: number } | null,
  engineVersion = 'offline-1.0.0',
): AnalysisRecord => ({
  ...newAnalysisRecord({ id, userId: 'u', uploadKey: 'k' }, new Date(createdAt)),
  status: metrics ? 'complete' : 'failed',
  result: metrics
    ? {
        engineVersion,
        skinType: 'Mista',
        skinTypeDescription: '',
        scores: { dry: 10, oily: 10, sensitive: 10 },
        metrics,
        hydrationIsEstimate: true,
        concerns: [],
        recommendations: [],
        zones: [],
        quality: { warnings: [] },
        image: { width: 1, height: 1 },
      }
    : null,
});

/** The three metrics at one value. */
const evenly = (value: number) => ({ hydration: value, texture: value, pigmentation: value });

describe('computeProgress', () => {
  it('has no improvement with fewer than two complete analyses', () => {
    const progress = computeProgress([analysis('a', '2026-01-01T00:00:00Z', evenly(50))]);
    expect(progress).toMatchObject({ improvement: null, analysesCount: 1, comparableCount: 1, trends: null });
  });

  it('compares the first and latest complete analyses, whatever order they come in, skipping failures', () => {
    const progress = computeProgress([
      analysis('c', '2026-03-01T00:00:00Z', evenly(66)),
      analysis('x', '2026-04-01T00:00:00Z', null),
      analysis('a', '2026-01-01T00:00:00Z', evenly(60)),
    ]);
    expect(progress.improvement).toBe(10);
    expect(progress.trends?.hydration).toEqual({ first: 60, latest: 66, delta: 6 });
    expect(progress.series.map((point) => point.id)).toEqual(['a', 'c']);
  });

  it('carries which numbers each analysis shows as a band, and the trend ends that are banded', () => {
    const band = (key: 'oily' | 'texture', value: number, bandName: 'baixo' | 'médio' | 'alto') => ({
      key,
      value,
      display: 'band' as const,
      band: bandName,
      relative: '',
      repeatability: 0.2,
    });
    const percent = {
      key: 'hydration' as const,
      value: 60,
      display: 'percent' as const,
      band: 'médio' as const,
      relative: '',
      repeatability: 0.5,
    };
    const first = analysis('a', '2026-01-01T00:00:00Z', evenly(60));
    const latest = analysis('b', '2026-02-01T00:00:00Z', evenly(66));
    if (!first.result || !latest.result) throw new Error('complete analyses expected');
    first.result.readings = [percent, band('texture', 60, 'médio'), band('oily', 10, 'baixo')];
    latest.result.readings = [percent];
    const progress = computeProgress([first, latest]);
    expect(progress.series.map((point) => point.bands)).toEqual([{ texture: 'médio', oily: 'baixo' }, {}]);
    expect(progress.trends?.texture).toEqual({ first: 60, latest: 66, delta: 6, firstBand: 'médio' });
    expect(progress.trends?.hydration).toEqual({ first: 60, latest: 66, delta: 6 });
    expect(progress.improvementMetrics).toEqual(['hydration', 'pigmentation']);
    expect(progress.improvement).toBe(10);
  });

  it('leaves a metric banded at either end out of the improvement, and has none when all are', () => {
    const band = (key: 'hydration' | 'texture' | 'pigmentation', value: number) => ({
      key,
      value,
      display: 'band' as const,
      band: 'médio' as const,
      relative: '',
      repeatability: 0.2,
    });
    const first = analysis('a', '2026-01-01T00:00:00Z', { hydration: 50, texture: 40, pigmentation: 60 });
    const latest = analysis('b', '2026-02-01T00:00:00Z', { hydration: 55, texture: 80, pigmentation: 66 });
    if (!first.result || !latest.result) throw new Error('complete analyses expected');
    latest.result.readings = [band('texture', 80)];
    const some = computeProgress([first, latest]);
    expect(some.improvementMetrics).toEqual(['hydration', 'pigmentation']);
    expect(some.improvement).toBe(10);
    first.result.readings = [band('hydration', 50), band('pigmentation', 60)];
    const none = computeProgress([first, latest]);
    expect(none.improvementMetrics).toEqual([]);
    expect(none.improvement).toBeNull();
    expect(none.trends?.texture).toEqual({ first: 40, latest: 80, delta: 40, latestBand: 'médio' });
  });

  it('compares across a patch release, which changes no number', () => {
    const progress = computeProgress([
      analysis('a', '2026-01-01T00:00:00Z', evenly(50), 'offline-2.4.0'),
      analysis('b', '2026-02-01T00:00:00Z', evenly(55), 'offline-2.4.2'),
    ]);
    expect(progress).toMatchObject({ improvement: 10, comparableCount: 2 });
    expect(numbersScaleOf('offline-2.4.2')).toBe('offline-2.4');
    expect(numbersScaleOf('offline-2.4')).toBe('offline-2.4');
  });

  it('does not compare across engine versions', () => {
    const progress = computeProgress([
      analysis('a', '2026-01-01T00:00:00Z', evenly(20), 'offline-0.9.0'),
      analysis('b', '2026-02-01T00:00:00Z', evenly(60)),
      // A minor release moved the numbers: the latest (1.1) is not compared with 1.0 either.
      analysis('c', '2026-02-02T00:00:00Z', evenly(40), 'offline-1.1.0'),
    ]);
    expect(progress.improvement).toBeNull();
    expect(progress.comparableCount).toBe(1);
    expect(progress.analysesCount).toBe(3);
  });

  it('reports a decline as a negative improvement', () => {
    const progress = computeProgress([
      analysis('a', '2026-01-01T00:00:00Z', evenly(80)),
      analysis('b', '2026-02-01T00:00:00Z', evenly(60)),
    ]);
    expect(progress.improvement).toBe(-25);
  });
});
