/**
 * The fixture photos the offline analyzer's tests read, the analyzer they share within a file, and the checks
 * they make of its results.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { type AnalysisOutcome, createOfflineAnalyzer, type SkinAnalysisResult } from './analyze-photo';
import { compareResults, confidentNumbers } from './stability/stability';

export const FIXTURES = join(import.meta.dirname, '../../test/fixtures/images');
export const fixture = (name: string) => readFileSync(join(FIXTURES, name));
export const analyzer = createOfflineAnalyzer();

export const complete = (outcome: AnalysisOutcome): SkinAnalysisResult => {
  if (outcome.status !== 'complete')
    throw new Error(`expected a result, got ${outcome.code}: ${outcome.reason}`);
  return outcome.result;
};

/**
 * The largest change of a number `a` reports with confidence (stability.ts, confidentNumbers: a headline number
 * shown as a value, a concern not greyed); a number shown as a band or greyed says, with the reason, that it may
 * move more. Two at least must be compared, or the check says nothing.
 */
export const maxScoreShift = (a: SkinAnalysisResult, b: SkinAnalysisResult) => {
  const { shifts } = compareResults(a, b);
  const compared = [...confidentNumbers(a)].map((name) => shifts[name] ?? Number.POSITIVE_INFINITY);
  expect(compared.length).toBeGreaterThanOrEqual(2);
  return Math.max(...compared);
};

/** The results of the fixture photos `names`, each analysed once before the file's tests run. */
export const analysedBeforeAll = (names: readonly string[]) => {
  const results = new Map<string, SkinAnalysisResult>();
  beforeAll(async () => {
    for (const name of names) results.set(name, complete(await analyzer.analyze(fixture(name))));
  }, 60_000);
  return results;
};
