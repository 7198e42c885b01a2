import { countersRepository } from '../adapters/dynamo/counters';
import { settingsRepository } from '../adapters/dynamo/settings-repository';
import { cachedFor } from '../lib/cached-for';

/** Every landing visit asks; a minute-old count is as true as a fresh one, and two reads per minute is cheap. */
const FIGURES_KEPT_MS = 60_000;

/** What the landing page may claim: the dashboard's running totals and the trial length staff set. */
export const readFigures = cachedFor(FIGURES_KEPT_MS, async () => {
  const [totals, settings] = await Promise.all([countersRepository.totals(), settingsRepository.get()]);
  return {
    products: totals.totalProducts ?? 0,
    analyses: totals.totalAnalyses ?? 0,
    people: totals.totalUsers ?? 0,
    freeTrialDays: settings.freeTrialDays,
  };
});
