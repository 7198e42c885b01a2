import { describe, expect, it, vi } from 'vitest';
import { completeAnalysis, fetchByRoute, json } from '../../../testing/analysis-fixtures';
import { fail } from '../../../testing/fixtures';
import { AnalysisTimeoutError, pollAnalysis } from './run-analysis';

/** A clock the fake wait moves forward, so a minute of polling runs instantly. */
const fakeClock = () => {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    wait: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    waits,
  };
};

const processing = json(completeAnalysis({ status: 'processing' }));

describe('pollAnalysis', () => {
  it('waits 0.5 s, then longer each time, until the analysis completes', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({ 'GET /api/skin-analysis/a1': [processing, processing, json(completeAnalysis())] }),
    );
    const clock = fakeClock();
    const analysis = await pollAnalysis('a1', clock);
    expect(analysis.status).toBe('complete');
    expect(clock.waits).toEqual([500, 750, 1125]);
  });

  it("gives up after about a minute with the spec's analysis error", async () => {
    vi.stubGlobal('fetch', fetchByRoute({ 'GET /api/skin-analysis/a1': processing }));
    const clock = fakeClock();
    const polling = pollAnalysis('a1', clock);
    await expect(polling).rejects.toBeInstanceOf(AnalysisTimeoutError);
    await expect(polling).rejects.toThrow(
      'Ocorreu um erro ao analisar sua pele. Por favor, tente novamente.',
    );
    expect(clock.now()).toBeLessThanOrEqual(60_000);
    expect(clock.now()).toBeGreaterThan(57_000);
  });

  it('polls again after a server hiccup but stops on a 404', async () => {
    vi.stubGlobal(
      'fetch',
      fetchByRoute({
        'GET /api/skin-analysis/a1': [() => fail(503, 'Indisponível', 'INTERNAL'), json(completeAnalysis())],
      }),
    );
    await expect(pollAnalysis('a1', fakeClock())).resolves.toMatchObject({ status: 'complete' });

    vi.stubGlobal('fetch', fetchByRoute({}));
    await expect(pollAnalysis('a1', fakeClock())).rejects.toMatchObject({ status: 404 });
  });
});
