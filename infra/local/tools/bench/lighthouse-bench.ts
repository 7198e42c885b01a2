/**
 * Lighthouse benchmark (not a test): mobile performance, accessibility and best practices of the
 * landing page, the login page and the signed-in app home, with the Lighthouse npm package against Debian's
 * Chromium, mobile form factor and Lighthouse's default simulated throttling.
 *
 * Run: npx tsx infra/local/tools/bench/lighthouse-bench.ts [siteUrl] [--runs 3] [--json FILE] [--report DIR]
 * Without a URL it starts its own local stack (free loopback ports, a temporary data folder) on the built SPA
 * (`npm run build -w frontend` first); with one it audits that server, which must be this machine's.
 * FILE gets the figures `npm run bench` reads; DIR gets each page's median Lighthouse result as JSON.
 * Every request Lighthouse records must stay on this machine, or the script fails. Each page is loaded once,
 * unmeasured, before its runs (warmUpPage in lighthouse-audit.ts says why).
 */

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { STORAGE_KEYS } from '@pele/shared/constants';
import { benchApi } from '../../../../functions/bench/bench-api';
import { frontendDist } from '../../paths';
import { auditPage, CHROMIUM_PATH, warmUpPage } from './lighthouse-audit';
import { findings, type LighthouseRun, medianRun, outsideRequests, pageFigures } from './lighthouse-figures';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    report: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
  console.error('--runs must be an integer from 1 to 15');
  process.exit(2);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(2);
}

/** Registers a throwaway user and returns the localStorage the SPA keeps for its session (lib/session.ts). */
const signedInStorage = async (site: URL): Promise<Record<string, string>> => {
  const session = await benchApi(site).register('Lighthouse');
  return {
    [STORAGE_KEYS.token]: session.token,
    [STORAGE_KEYS.refreshToken]: session.refreshToken,
    [STORAGE_KEYS.user]: JSON.stringify(session.user),
    [STORAGE_KEYS.onboardingComplete]: 'true',
  };
};

const audit = async (site: URL) => {
  const returning = { [STORAGE_KEYS.onboardingComplete]: 'true' };
  const pages = [
    // A first visit: no storage at all.
    { name: 'landing', path: '/', storage: undefined },
    // A visitor who has seen the onboarding (without it /login sends them there first).
    { name: 'login', path: '/login', storage: returning },
    { name: 'appHome', path: '/app', storage: await signedInStorage(site) },
  ];
  const figures: Record<string, number> = {};
  const outside: string[] = [];
  for (const page of pages) {
    const url = new URL(page.path, site).href;
    const pageRuns: LighthouseRun[] = [];
    await warmUpPage({ url, localStorage: page.storage });
    for (let i = 0; i < runs; i++) {
      const run = await auditPage({ url, localStorage: page.storage });
      outside.push(...outsideRequests(run));
      pageRuns.push(run);
    }
    // Performance is the median of the runs (3 by default): simulated throttling moves with the machine's load.
    Object.assign(figures, pageFigures(page.name, pageRuns));
    const median = medianRun(pageRuns);
    const scores = pageRuns.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
    console.log(
      `${page.path}: performance ${figures[`lighthouse.${page.name}.performance`]} (runs ${scores.join(', ')}), ` +
        `accessibility ${figures[`lighthouse.${page.name}.accessibility`]}, ` +
        `best practices ${figures[`lighthouse.${page.name}.bestPractices`]}`,
    );
    for (const line of findings(median)) console.log(`    ${line}`);
    if (values.report) {
      await mkdir(values.report, { recursive: true });
      await writeFile(join(values.report, `${page.name}.json`), JSON.stringify(median, null, 1));
    }
  }
  if (outside.length > 0) throw new Error(`requests left this machine: ${[...new Set(outside)].join(', ')}`);
  console.log('every request Lighthouse recorded stayed on this machine');
  return figures;
};

const run = async () => {
  if (positionals[0]) {
    const site = new URL(positionals[0]);
    if (!['localhost', '127.0.0.1', '[::1]'].includes(site.hostname)) {
      console.error(
        `Refusing ${site.origin}: this benchmark only audits a server on this machine (loopback).`,
      );
      process.exit(2);
    }
    return audit(site);
  }
  if (!existsSync(join(frontendDist, 'index.html'))) {
    console.error('No SPA build: run `npm run build -w frontend` first.');
    process.exit(2);
  }
  // Imported here so auditing a running server does not load the whole stack.
  const { startLocalStack } = await import('../../stack/stack');
  const dataDir = await mkdtemp(join(tmpdir(), 'pele-lighthouse-'));
  const stack = await startLocalStack({ dataDir, port: 0, quiet: true, asDeployed: true });
  try {
    return await audit(new URL(stack.url));
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

const figures = await run();
console.log(
  `(load average ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')})`,
);
if (values.json) await writeFile(values.json, JSON.stringify(figures));
process.exit(0);
