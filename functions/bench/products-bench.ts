/**
 * Load benchmark of the API's busiest routes (not a test): concurrent `GET /api/products` searches,
 * `GET /api/products/recommended`, `GET /api/routines` and `POST /api/routines/step/complete` against a running
 * local API, printing throughput and p50/p99 latency per route.
 *
 * Run: npx tsx functions/bench/products-bench.ts [apiUrl] [--requests 1500] [--concurrency 16] [--seconds 60]
 *      [--bare-table NAME] [--json FILE]   (FILE gets the figures `npm run bench` reads)
 * With --bare-table (the local table's name; the SDK finds DynamoDB Local through AWS_ENDPOINT_URL_DYNAMODB),
 * a bare GetItem runs at the same concurrency and count right after each phase, and each phase's p99 is also
 * given as a ratio to it: the floor any API call stands on here, measured in the same minute, so a machine
 * that gets busier or quieter during the run moves both alike. The signed-in routes are also given beside their
 * own table calls made bare (ownTableCalls): the floor their call pattern stands on in DynamoDB Local, sampled
 * in rounds alternating with the route's (ROUNDS).
 * With --bare-table it also prints the sequential table round trips of the five busiest signed-in reads, each
 * handler run warm in this process for the bench's user (round-trips.ts).
 * The API must be this machine's (loopback only), e.g. `npm start` on http://localhost:3000 (the default).
 * It registers one throwaway user and runs one real skin analysis of a fixture photo for it, so the
 * recommendations are ranked for a measured skin; it gives that user a morning and an evening routine to list.
 * Step completions are real writes, never the idempotent repeat: a pool of throwaway users with routines of
 * 12 steps gives every request a step not yet completed today (a user can complete today and yesterday only,
 * and a routine created today is not active yesterday).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import { routes } from '@pele/shared/routes';
import { benchApi } from './bench-api';
import { claimsOfToken, tableCallsOf } from './round-trips';
import { type BenchRequest, bareP99, latenciesOf, ownTableCalls, percentile } from './table-floors';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '1500' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '60' },
    'bare-table': { type: 'string' },
    json: { type: 'string' },
  },
});
const base = new URL(positionals[0] ?? 'http://localhost:3000');
if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(base.hostname)) {
  console.error(`Refusing ${base.origin}: this benchmark only loads an API on this machine (loopback).`);
  process.exit(2);
}
const limit = (name: string, raw: string, max: number) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`--${name} must be an integer from 1 to ${max}`);
    process.exit(2);
  }
  return n;
};
const totalRequests = limit('requests', values.requests, 20_000);
const concurrency = limit('concurrency', values.concurrency, 64);
const seconds = limit('seconds', values.seconds, 600);

const { call, register: registerUser, createRoutine } = benchApi(base);
const register = async () => (await registerUser()).token;

/** One step completion a request sends: whose, and which step. */
interface OpenStep {
  token: string;
  routineId: string;
  stepId: string;
}

/** Enough users, each with routines of 12 steps, for `count` first-time completions today. */
const openSteps = async (count: number): Promise<OpenStep[]> => {
  const routinesPerUser = 5;
  const steps: OpenStep[] = [];
  while (steps.length < count) {
    const token = await register();
    for (let r = 0; r < routinesPerUser && steps.length < count; r++) {
      const routine = await createRoutine(token, r % 2 ? 'evening' : 'morning');
      for (const step of routine.steps) steps.push({ token, routineId: routine.id, stepId: step.id });
    }
  }
  return steps.slice(0, count);
};

const setUp = async () => {
  const token = await register();
  await createRoutine(token, 'morning');
  await createRoutine(token, 'evening');

  const photo = await readFile(join(import.meta.dirname, '../test/fixtures/images/mpl-grace_hopper.jpg'));
  // Face photos need the consent step first, as in the app.
  const consent = await call('POST', '/api/users/me/consent', token, { version: PHOTO_CONSENT_VERSION });
  if (consent.status !== 200) throw new Error(`consent: ${consent.status} ${consent.error}`);
  const presigned = await call('POST', '/api/skin-analysis/uploads', token, {
    contentType: 'image/jpeg',
    size: photo.byteLength,
  });
  if (presigned.status !== 200) throw new Error(`upload link: ${presigned.status} ${presigned.error}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.data.fields as Record<string, string>))
    form.append(name, value);
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }));
  const stored = await fetch(presigned.data.url as string, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`upload: ${stored.status}`);
  const created = await call('POST', '/api/skin-analysis', token, { imageKey: presigned.data.key });
  if (created.status !== 202) throw new Error(`analysis: ${created.status} ${created.error}`);
  for (let attempt = 0; attempt < 240; attempt++) {
    const analysis = await call('GET', `/api/skin-analysis/${created.data.id}`, token);
    if (analysis.data?.status === 'complete') return token;
    if (analysis.data?.status === 'failed')
      throw new Error(`analysis failed: ${analysis.data.failureReason}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('analysis did not finish in 60 s');
};

/** Searches a shopper types: keywords with and without accents, filters, sorts and pages. */
const SEARCHES = [
  'keyword=ácido%20salicílico',
  'keyword=acido%20salicilico&category=cleansers',
  'keyword=niacinamida&sort=price_asc',
  'keyword=vitamina%20c',
  'keyword=protetor&skinType=oleosa',
  'category=serums&concern=acne',
  'category=moisturizers&skinType=Seca&maxPrice=120',
  'skinType=Sens%C3%ADvel&sort=rating',
  'minPrice=40&maxPrice=90&page=2',
  'keyword=hidratante%20facial&minRating=0',
  'category=sunscreens&sort=price_desc',
  'page=3',
];

interface Phase {
  name: string;
  /** Its key in the figures `npm run bench` reads. */
  key: string;
  /** The i-th request of the phase. */
  request: (i: number) => BenchRequest;
  /** Each request writes to the table: also compared with a bare conditional write. */
  writes?: boolean;
}

/**
 * Requests `from` … `from + count − 1` of a phase at the bench's concurrency until the deadline: their latencies
 * and the statuses that were not 200.
 */
const drive = async (phase: Phase, token: string, from: number, count: number, deadline: number) => {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let issued = 0;
  const worker = async () => {
    while (issued < count && performance.now() < deadline) {
      const request = phase.request(from + issued++);
      const t = performance.now();
      const response = await fetch(new URL(request.path, base), {
        method: request.method ?? 'GET',
        headers: {
          authorization: `Bearer ${request.token ?? token}`,
          ...(request.body ? { 'content-type': 'application/json' } : {}),
        },
        body: request.body ? JSON.stringify(request.body) : undefined,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t);
      if (response.status !== 200) failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, failures };
};

/**
 * Requests sent at full concurrency before each phase is measured, and counted for errors only: the first ones
 * meet code the JIT has not optimized yet, which is a cold start's cost, not the route's under load.
 */
const WARM_UP = 200;

/**
 * Rounds a measured phase is cut into, each the route's requests and then its own table calls made bare, as many
 * of each: both pools of latencies are then sampled across the same minute. Measured one after the other, the
 * same table calls read 163 and 322 ms at p99 in one run (DynamoDB Local's and this machine's state drift by more
 * than a route's own cost), so a floor measured after the route would compare it with another minute.
 */
const ROUNDS = 5;

const runPhase = async (phase: Phase, token: string, requests: number, budgetMs: number) => {
  const deadline = performance.now() + budgetMs;
  const warm = await drive(phase, token, 0, WARM_UP, deadline);
  const failures = new Map(warm.failures);
  const latencies: number[] = [];
  const floorLatencies: number[] = [];
  const own = ownCalls[phase.key];
  const perRound = Math.ceil(requests / ROUNDS);
  // The phase's time is the route's: each round gets its share, and the floors run outside it.
  const roundMs = Math.max(0, deadline - performance.now()) / ROUNDS;
  let elapsedMs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const from = WARM_UP + latencies.length;
    const started = performance.now();
    const routeRound = await drive(phase, token, from, perRound, started + roundMs);
    elapsedMs += performance.now() - started;
    latencies.push(...routeRound.latencies);
    for (const [status, n] of routeRound.failures) failures.set(status, (failures.get(status) ?? 0) + n);
    if (!own || routeRound.latencies.length === 0) continue;
    floorLatencies.push(
      ...(await latenciesOf(
        concurrency,
        routeRound.latencies.length,
        (i) => {
          const request = phase.request(Math.abs(i));
          // The same requests as the route's round; each call (and its unmeasured warm-up, i < 0) writes a key
          // of its own.
          return own({ ...request, token: request.token ?? token }, i < 0 ? i - round * 100 : i);
        },
        from,
      )),
    );
  }
  latencies.sort((a, b) => a - b);
  floorLatencies.sort((a, b) => a - b);
  const elapsed = elapsedMs / 1000;
  const bare = await bareP99(concurrency, values['bare-table'], latencies.length, 'read');
  const bareWrite = phase.writes
    ? await bareP99(concurrency, values['bare-table'], latencies.length, 'write')
    : Number.NaN;
  const floor = own ? percentile(floorLatencies, 99) : Number.NaN;
  return {
    phase: phase.name,
    requests: latencies.length,
    'req/s': Number((latencies.length / elapsed).toFixed(1)),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    'max ms': Number((latencies.at(-1) ?? Number.NaN).toFixed(1)),
    'bare p99 ms': Number(bare.toFixed(1)),
    'p99 ÷ bare': Number((percentile(latencies, 99) / bare).toFixed(2)),
    'p99 ÷ bare write': Number((percentile(latencies, 99) / bareWrite).toFixed(2)),
    'own calls p99 ms': Number(floor.toFixed(1)),
    'p99 ÷ own calls': Number((percentile(latencies, 99) / floor).toFixed(2)),
    errors: [...failures].map(([status, n]) => `${status}×${n}`).join(' ') || '0',
    errorCount: [...failures.values()].reduce((sum, n) => sum + n, 0),
  };
};

/** The five busiest signed-in reads: their key in the figures, handler module and route. */
const HOT_READS = [
  ['search', 'products/list-products', routes.listProducts],
  ['recommended', 'products/recommended-products', routes.recommendedProducts],
  ['routines', 'routines/list-routines', routes.listRoutines],
  ['profile', 'auth/profile', routes.profile],
  ['history', 'analysis/list-analyses', routes.analysisHistory],
] as const;

/** Sequential table round trips of each hot read for the bench's user (none without --bare-table). */
const roundTrips = async (token: string): Promise<Record<string, number>> => {
  if (!values['bare-table']) return {};
  process.env.TABLE_NAME = values['bare-table'];
  const figures: Record<string, number> = {};
  const rows = [];
  for (const [key, handler, route] of HOT_READS) {
    const { roundTrips: trips, calls } = await tableCallsOf(
      `../src/handlers/${handler}`,
      route,
      claimsOfToken(token),
    );
    figures[`api.${key}.roundTrips`] = trips;
    rows.push({
      route: `${route.method} ${route.path}`,
      'round trips': trips,
      calls: calls.map((c) => c.command.replace('Command', '')).join(' '),
    });
  }
  console.table(rows);
  return figures;
};

const token = await setUp();
const tripFigures = await roundTrips(token);
const ownCalls = await ownTableCalls(values['bare-table']);
// Every completion, warm-up included, is a step not yet completed today.
const steps = await openSteps(WARM_UP + totalRequests);
const completeStep = (i: number) => {
  const step = steps[i % steps.length] as OpenStep;
  return {
    method: 'POST' as const,
    path: '/api/routines/step/complete',
    token: step.token,
    body: { routineId: step.routineId, stepId: step.stepId },
  };
};
const phases: Phase[] = [
  {
    name: 'GET /products (search)',
    key: 'search',
    request: (i) => ({ path: `/api/products?${SEARCHES[i % SEARCHES.length]}` }),
  },
  {
    name: 'GET /products/recommended',
    key: 'recommended',
    request: () => ({ path: '/api/products/recommended' }),
  },
  {
    name: 'mixed 3:1',
    key: 'mixed',
    request: (i) => ({
      path: i % 4 === 3 ? '/api/products/recommended' : `/api/products?${SEARCHES[i % SEARCHES.length]}`,
    }),
  },
  { name: 'GET /routines', key: 'routines', request: () => ({ path: '/api/routines' }) },
  {
    name: 'POST /routines/step/complete',
    key: 'completeStep',
    request: completeStep,
    writes: true,
  },
];
console.log(
  `API at ${base.origin}: ${totalRequests} requests per phase at most, ${concurrency} concurrent, ${seconds} s in all at most`,
);
// Before this the stack ran a skin analysis and made the bench's users and routines: whichever phase came first
// met a heap and a table still settling from that (the search, measured first, answered at two thirds of the rate
// of the mixed phase, three quarters of whose requests are the same searches). Every read phase is warmed once
// before any is measured; its errors count with the others.
let settlingErrors = 0;
for (const phase of phases.filter((p) => !p.writes)) {
  const { failures } = await drive(phase, token, 0, WARM_UP, performance.now() + 30_000);
  for (const n of failures.values()) settlingErrors += n;
}
if (settlingErrors > 0) console.log(`${settlingErrors} errors while the stack was warmed`);
const rows: Awaited<ReturnType<typeof runPhase>>[] = [];
for (const phase of phases)
  rows.push(await runPhase(phase, token, totalRequests, (seconds * 1000) / phases.length));
console.table(rows);
if (values.json) {
  const figures: Record<string, number> = {
    'api.errors': rows.reduce((sum, row) => sum + row.errorCount, settlingErrors),
    ...tripFigures,
  };
  phases.forEach((phase, i) => {
    figures[`api.${phase.key}.p99Ms`] = rows[i]?.['p99 ms'] ?? Number.NaN;
    figures[`api.${phase.key}.reqPerS`] = rows[i]?.['req/s'] ?? Number.NaN;
    figures[`api.${phase.key}.bareP99Ms`] = rows[i]?.['bare p99 ms'] ?? Number.NaN;
    figures[`api.${phase.key}.p99Ratio`] = rows[i]?.['p99 ÷ bare'] ?? Number.NaN;
    if (ownCalls[phase.key]) {
      figures[`api.${phase.key}.ownCallsP99Ms`] = rows[i]?.['own calls p99 ms'] ?? Number.NaN;
      figures[`api.${phase.key}.p99RatioToOwnCalls`] = rows[i]?.['p99 ÷ own calls'] ?? Number.NaN;
    }
    if (phase.writes)
      figures[`api.${phase.key}.p99RatioToBareWrite`] = rows[i]?.['p99 ÷ bare write'] ?? Number.NaN;
  });
  await writeFile(values.json, JSON.stringify(figures));
}
