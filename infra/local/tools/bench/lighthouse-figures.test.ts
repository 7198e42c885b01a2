import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';
import { findings, type LighthouseRun, outsideRequests, pageFigures } from './lighthouse-figures';

const run = (
  performance: number,
  accessibility = 1,
  bestPractices = 1,
  urls: string[] = [],
): LighthouseRun => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: accessibility },
    'best-practices': { score: bestPractices },
  },
  audits: {
    'network-requests': {
      id: 'network-requests',
      title: 'Network Requests',
      score: null,
      details: { type: 'table', items: urls.map((url) => ({ url })) },
    },
    'unused-javascript': {
      id: 'unused-javascript',
      title: 'Reduce unused JavaScript',
      score: 0.5,
      scoreDisplayMode: 'metricSavings',
      displayValue: 'Est savings of 59 KiB',
    },
    'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 1, scoreDisplayMode: 'binary' },
  },
});

describe('Lighthouse figures', () => {
  it('takes the median run for performance and the lowest run for accessibility and best practices', () => {
    const figures = pageFigures('login', [run(0.97, 1, 1), run(0.81, 1, 0.96), run(0.93, 0.98, 1)]);
    expect(figures).toEqual({
      'lighthouse.login.performance': 93,
      'lighthouse.login.accessibility': 98,
      'lighthouse.login.bestPractices': 96,
    });
  });

  it('writes a figure for every Lighthouse budget', () => {
    const keys = ['landing', 'login', 'appHome'].flatMap((page) => Object.keys(pageFigures(page, [run(1)])));
    const budgeted = BUDGETS.filter((b) => b.key.startsWith('lighthouse.')).map((b) => b.key);
    expect(keys.sort()).toEqual(budgeted.sort());
  });

  it('names every request that left the machine, and none on loopback', () => {
    const requests = [
      'http://localhost:4123/',
      'http://127.0.0.1:4123/api/users/me',
      'data:image/png;base64,AAAA',
      'https://fonts.googleapis.com/css2?family=Inter',
    ];
    expect(outsideRequests(run(1, 1, 1, requests))).toEqual([
      'https://fonts.googleapis.com/css2?family=Inter',
    ]);
  });

  it('lists the audits that cost points, not the passed or informative ones', () => {
    expect(findings(run(0.9))).toEqual([
      'unused-javascript (0.5): Reduce unused JavaScript — Est savings of 59 KiB',
    ]);
  });
});
