import { describe, expect, it } from 'vitest';
import { createStats, percentile } from './stats';

describe('load figures', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('counts requests by label and keeps fault answers apart from errors', () => {
    const stats = createStats();
    stats.record({ label: 'GET /api/products', status: 200, ms: 10 });
    stats.record({ label: 'GET /api/products', status: 200, ms: 30 });
    stats.record({ label: 'POST /api/reviews', status: 503, ms: 5 });
    stats.faultAnswer();
    stats.error('boom');
    expect(stats.summary()).toMatchObject({
      requests: 3,
      errors: 1,
      faultAnswers: 1,
      firstErrors: ['boom'],
      byLabel: [
        { label: 'GET /api/products', requests: 2, p50: 10, p99: 30 },
        { label: 'POST /api/reviews', requests: 1 },
      ],
    });
  });
});
