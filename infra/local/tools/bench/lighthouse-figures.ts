/**
 * Turns Lighthouse results into the figures `npm run bench` judges (budgets.ts: lighthouse.<page>.<category>),
 * and finds any request that left this machine. Pure, so it is tested without a browser.
 */

/** The parts of a Lighthouse result (LHR) read here. */
export interface LighthouseRun {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode?: string;
        displayValue?: string;
        details?: { type?: string; items?: unknown[] };
      }
    | undefined
  >;
}

export const LIGHTHOUSE_CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
} as const;

const score = (run: LighthouseRun, category: string) => {
  const value = run.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
};

/** The middle run by performance score (runs of a page vary with the machine's load). */
export const medianRun = (runs: readonly LighthouseRun[]): LighthouseRun => {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseRun;
};

/**
 * A page's figures: performance is the median run's (simulated throttling moves with the machine's load);
 * accessibility and best practices are the lowest of the runs, since a finding in any run is a real one.
 */
export const pageFigures = (page: string, runs: readonly LighthouseRun[]): Record<string, number> => {
  const lowest = (category: string) => Math.min(...runs.map((run) => score(run, category)));
  return {
    [`lighthouse.${page}.performance`]: score(medianRun(runs), LIGHTHOUSE_CATEGORIES.performance),
    [`lighthouse.${page}.accessibility`]: lowest(LIGHTHOUSE_CATEGORIES.accessibility),
    [`lighthouse.${page}.bestPractices`]: lowest(LIGHTHOUSE_CATEGORIES.bestPractices),
  };
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:', 'chrome:', 'chrome-extension:']);

/** Requests in the run's network records that went anywhere but this machine (there must be none). */
export const outsideRequests = (run: LighthouseRun): string[] => {
  const items = (run.audits['network-requests']?.details?.items ?? []) as { url?: string }[];
  return items
    .map((item) => item.url ?? '')
    .filter((url) => {
      try {
        const parsed = new URL(url);
        return !LOCAL_SCHEMES.has(parsed.protocol) && !LOCAL_HOSTS.has(parsed.hostname);
      } catch {
        return true;
      }
    });
};

/** The audits that cost the run points, worst first, as one line each (what to fix). */
export const findings = (run: LighthouseRun): string[] =>
  Object.values(run.audits)
    .filter(
      (audit): audit is NonNullable<typeof audit> =>
        audit !== undefined &&
        audit.score !== null &&
        audit.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode ?? ''),
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map(
      (audit) =>
        `${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
    );
