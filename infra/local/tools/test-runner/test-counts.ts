import { existsSync, readFileSync } from 'node:fs';

/** Counts read from the runners' JSON reports, for one plain closing line that CI tooling understands. */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const readJson = (file: string): Record<string, unknown> | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;

/** Vitest's JSON reporter (Jest-compatible totals). */
export const vitestCounts = (file: string): Counts | undefined => {
  const report = readJson(file);
  if (!report) return undefined;
  const n = (key: string) => Number(report[key] ?? 0);
  return {
    passed: n('numPassedTests'),
    failed: n('numFailedTests'),
    skipped: n('numPendingTests') + n('numTodoTests'),
  };
};

/** Playwright's JSON reporter: `expected` passed (a test.fail that failed counts as passed), `unexpected` failed. */
export const playwrightCounts = (file: string): Counts | undefined => {
  const stats = readJson(file)?.stats as Record<string, number> | undefined;
  if (!stats) return undefined;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
};

export const sumCounts = (all: Array<Counts | undefined>): Counts =>
  all.reduce<Counts>(
    (total, counts) => ({
      passed: total.passed + (counts?.passed ?? 0),
      failed: total.failed + (counts?.failed ?? 0),
      skipped: total.skipped + (counts?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
