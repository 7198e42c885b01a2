import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REVIEWS_PAGE_SIZE_MAX } from '@pele/shared/schemas/reviews';
import { type LocalStack, startLocalStack } from '../../stack/stack';
import { DRILLS } from './fault-drills';
import { type Answer, createFaultWindows, loadClient, sleep } from './load-client';
import { createStats } from './stats';
import {
  analyse,
  analysisQueue,
  browseRound,
  type Product,
  type Routine,
  register,
  subscribe,
  type User,
} from './virtual-users';

/**
 * `npm run load`: mixed traffic from virtual users against a fresh local stack on loopback, with faults
 * mid-run, then every count checked exactly. Not part of `npm test` (it is timed and takes minutes).
 *
 * Each virtual user sends from its own loopback address (127.0.0.<10+n>), as real users do from theirs, so the
 * per-address brute-force limits see one user each. It registers, gives the photo consent, analyses a fixture
 * selfie, gets its routines, subscribes through the Stripe stand-in, and then, until time is up, browses
 * products and reviews, reviews products it has not reviewed, and completes its routines' steps.
 *
 * Faults, each once, after every user is set up, from a probe user of its own:
 * - DynamoDB Local killed (SIGKILL, as a crash): the API answers 503 in the envelope with Retry-After (users
 *   wait and retry), and answers again once the local run's supervisor has started it again on the same port
 *   and data, with nobody restarting it by hand;
 * - the analyzer crashing: the analysis ends `failed` with the spec's message (the on-failure function);
 * - the Stripe stand-in stopped: starting a checkout answers 503 with the spec's checkout error message.
 * A 503 outside a fault, any 5xx else, a non-envelope answer or an unexpected status counts as an error.
 */
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '120' },
    users: { type: 'string', default: '50' },
  },
});
const SECONDS = Number(values.seconds);
const USERS = Number(values.users);
if (!(SECONDS >= 10) || !(USERS >= 1 && USERS <= 200)) {
  console.error('usage: npm run load -- [--seconds N (>= 10, default 120)] [--users N (1..200, default 50)]');
  process.exit(2);
}

const stats = createStats();
const faultWindows = createFaultWindows();
const faultsSurvived: string[] = [];
const faultsFailed: string[] = [];

// --- the run --------------------------------------------------------------------------------------------------

const dataDir = await mkdtemp(join(tmpdir(), 'pele-load-'));
console.log(`Starting a fresh local stack (data in a temporary folder) for ${USERS} users, ${SECONDS} s …`);
let stack: LocalStack | undefined;
try {
  stack = await startLocalStack({ dataDir, port: 0, quiet: true });
  const appUrl = stack.url;
  const base = `http://127.0.0.1:${stack.ports.gateway}`;
  // Reads the catalog and, at the end, every count; from an address of its own like everyone else.
  const checkerClient = loadClient(base, '127.0.0.251', stats, faultWindows);
  const checker = await register(checkerClient, 'conferente');
  if (!checker) throw new Error('the checking user could not register');
  const catalog = await checkerClient.call<{ data: Product[] }>(
    'GET /api/products',
    'GET',
    '/api/products?limit=50',
    {
      token: checker.token,
    },
  );
  const products = catalog?.body.data?.data ?? [];
  const plans = await checkerClient.call<Array<{ id: string }>>(
    'GET /api/subscriptions/plans',
    'GET',
    '/api/subscriptions/plans',
  );
  const planId = plans?.body.data?.[0]?.id;
  if (products.length === 0 || !planId)
    throw new Error(`no products or plans: ${stats.summary().firstErrors}`);
  /** Every review of a product as listed (paged) and the count kept on the product item. */
  const reviewsOf = async (productId: string) => {
    let listed = 0;
    let count = Number.NaN;
    let cursor: string | null = null;
    do {
      const page: Answer<{ count: number; data: unknown[]; nextCursor: string | null }> | undefined =
        await checkerClient.call(
          'GET /api/reviews/product/{id}',
          'GET',
          `/api/reviews/product/${encodeURIComponent(productId)}?limit=${REVIEWS_PAGE_SIZE_MAX}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          { token: checker.token },
        );
      count = page?.body.data?.count ?? Number.NaN;
      listed += page?.body.data?.data.length ?? 0;
      cursor = page?.body.data?.nextCursor ?? null;
    } while (cursor);
    return { count, listed };
  };
  const baseline = new Map<string, number>();
  for (const product of products) baseline.set(product.id, (await reviewsOf(product.id)).count);

  const began = Date.now();
  const deadline = began + SECONDS * 1000;
  const users: User[] = [];
  let setUp = 0;
  let analysesComplete = 0;
  const analyses = analysisQueue(2, deadline);

  const virtualUser = async (n: number) => {
    const client = loadClient(base, `127.0.0.${10 + n}`, stats, faultWindows);
    // Arrivals spread over the first seconds, as real users do not all press the button at once.
    await sleep(Math.random() * Math.min(5_000, SECONDS * 100));
    const user = await register(client, `carga${n}`);
    if (!user) return;
    users.push(user);
    // Routines of their own (generating them from the analysis would replace these, and the count check
    // reads the current routines only).
    for (const timeOfDay of ['morning', 'evening']) {
      const routine = await client.call<Routine>('POST /api/routines', 'POST', '/api/routines', {
        token: user.token,
        body: {
          name: timeOfDay === 'morning' ? 'Manhã' : 'Noite',
          timeOfDay,
          steps: [1, 2, 3].map((step) => ({
            title: `Passo ${step}`,
            product: `Produto ${step}`,
            time: '1 min',
            instruction: `Faça o passo ${step}.`,
          })),
        },
        expect: [201],
      });
      if (routine?.body.data) user.routines.push(routine.body.data);
    }
    await subscribe(user, planId, appUrl);
    setUp++;
    const analysed = analyses
      .run(() => analyse(user))
      .then(async (analysis) => {
        if (analysis === 'skipped') return;
        if (analysis?.status !== 'complete') {
          stats.error(`user ${n}: analysis ${analysis?.status ?? 'not finished'}`);
          return;
        }
        analysesComplete++;
      });
    while (Date.now() < deadline) await browseRound(user, products);
    await analysed;
  };

  /** The fault drills, one after the other, once every user is set up (a quarter of the run at the earliest). */
  const faultDrills = async (running: LocalStack) => {
    const probeClient = loadClient(base, '127.0.0.250', stats, faultWindows);
    const probe = await register(probeClient, 'sonda');
    if (!probe) throw new Error('the fault probe could not register');
    while ((setUp < USERS || Date.now() < began + SECONDS * 250) && Date.now() < deadline - 20_000)
      await sleep(250);
    const drill = { running, probe, faults: faultWindows, analyses, planId, appUrl };
    for (const [i, run] of DRILLS.entries()) {
      if (i > 0) await sleep(2_000);
      const verdict = await run(drill);
      if ('survived' in verdict) faultsSurvived.push(verdict.survived);
      else faultsFailed.push(verdict.failed);
    }
    users.push(probe);
  };

  const faultRun = faultDrills(stack).catch((error: unknown) =>
    faultsFailed.push(`fault run: ${String(error)}`),
  );
  await Promise.all([...Array.from({ length: USERS }, (_, n) => virtualUser(n)), faultRun]);
  const elapsed = (Date.now() - began) / 1000;
  await stack.lambdaIdle();

  // --- every count, exactly --------------------------------------------------------------------------------
  const checks: Array<{ what: string; expected: number; found: number }> = [];
  for (const product of products) {
    const mine = users.filter((user) => user.reviewed.has(product.id)).length;
    // The product's count (kept in the review's transaction) and the reviews listed must both match.
    const { count, listed } = await reviewsOf(product.id);
    const expected = (baseline.get(product.id) ?? 0) + mine;
    checks.push({ what: `review count of ${product.id}`, expected, found: count });
    checks.push({ what: `reviews listed for ${product.id}`, expected, found: listed });
  }
  let completedExpected = 0;
  let completedFound = 0;
  let subscriptionsExpected = 0;
  let subscriptionsFound = 0;
  for (const user of users) {
    completedExpected += user.completed.size;
    const routines = await user.client.call<Routine[]>('GET /api/routines', 'GET', '/api/routines', {
      token: user.token,
    });
    completedFound += (routines?.body.data ?? []).flatMap((r) => r.steps).filter((s) => s.isCompleted).length;
    if (user.subscribed) subscriptionsExpected++;
    const history = await user.client.call<Array<{ isActive: boolean }>>(
      'GET /api/subscriptions/history',
      'GET',
      '/api/subscriptions/history',
      { token: user.token },
    );
    subscriptionsFound += (history?.body.data ?? []).filter((s) => s.isActive).length;
  }
  checks.push({
    what: 'completed routine steps (all users)',
    expected: completedExpected,
    found: completedFound,
  });
  checks.push({
    what: 'active subscriptions (all users)',
    expected: subscriptionsExpected,
    found: subscriptionsFound,
  });
  checks.push({
    what: 'users set up (registered, consent, routine, subscribed)',
    expected: USERS,
    found: setUp,
  });
  const wrong = checks.filter((check) => check.expected !== check.found);

  // --- the summary -----------------------------------------------------------------------------------------
  const summary = stats.summary();
  const reviewsTotal = users.reduce((sum, user) => sum + user.reviewed.size, 0);
  console.log(`\nLoad and faults: ${USERS} users, ${elapsed.toFixed(0)} s on loopback\n`);
  console.table({
    requests: summary.requests,
    'requests/s': Math.round(summary.requests / elapsed),
    errors: summary.errors,
    'p50 ms': Math.round(summary.p50),
    'p99 ms': Math.round(summary.p99),
    '503 during faults (retried)': summary.faultAnswers,
    'writes done though answered 503': summary.doneBeforeFault,
    'faults survived': `${faultsSurvived.length}/3`,
    'analyses complete': analysesComplete,
    'reviews written': reviewsTotal,
    'steps completed': completedExpected,
    subscriptions: subscriptionsExpected,
    'counts exact': `${checks.length - wrong.length}/${checks.length}`,
  });
  console.table(
    summary.byLabel.map((row) => ({ ...row, p50: Math.round(row.p50), p99: Math.round(row.p99) })),
  );
  for (const survived of faultsSurvived) console.log(`✔ ${survived}`);
  for (const failed of faultsFailed) console.log(`✖ ${failed}`);
  for (const check of wrong) console.log(`✖ ${check.what}: expected ${check.expected}, found ${check.found}`);
  for (const error of summary.firstErrors) console.log(`✖ ${error}`);
  const passed =
    summary.errors === 0 && faultsFailed.length === 0 && faultsSurvived.length === 3 && wrong.length === 0;
  console.log(passed ? '\nPASS' : '\nFAIL');
  process.exitCode = passed ? 0 : 1;
} finally {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
