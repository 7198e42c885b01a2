import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightCounts, sumCounts, vitestCounts } from './test-counts';

const write = (content: unknown) => {
  const file = join(mkdtempSync(join(tmpdir(), 'counts-')), 'report.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
};

describe('test counts', () => {
  it('reads vitest and playwright totals and adds them up', () => {
    const vitest = vitestCounts(
      write({ numPassedTests: 10, numFailedTests: 1, numPendingTests: 2, numTodoTests: 0 }),
    );
    const playwright = playwrightCounts(
      write({ stats: { expected: 5, unexpected: 0, flaky: 1, skipped: 1 } }),
    );
    expect(vitest).toEqual({ passed: 10, failed: 1, skipped: 2 });
    expect(playwright).toEqual({ passed: 6, failed: 0, skipped: 1 });
    expect(sumCounts([vitest, playwright, undefined])).toEqual({ passed: 16, failed: 1, skipped: 3 });
  });
  it('is undefined when a runner wrote no report', () => {
    expect(vitestCounts('/nonexistent/report.json')).toBeUndefined();
    expect(playwrightCounts('/nonexistent/report.json')).toBeUndefined();
  });
});
