import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { server } from '@pele/shared/messages';
import { PHOTO_CONSENT_VERSION } from '@pele/shared/photo-consent';
import { REVIEWS_PAGE_SIZE_MAX } from '@pele/shared/schemas/reviews';
import { analysisMessages } from '@pele/shared/schemas/skin-analysis';
import { subscriptionMessages } from '@pele/shared/schemas/subscriptions';
import { repoRoot } from '../../paths';
import { type LocalStack, startLocalStack } from '../../stack/stack';
import { createStats } from './stats';

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
/** When each fault was on: a 503 then is the expected answer. */
const faultWindows: Array<{ from: number; to: number }> = [];
const faultOn = () => {
  faultWindows.push({ from: performance.now(), to: Number.POSITIVE_INFINITY });
};
const faultOff = () => {
  const open = faultWindows.at(-1);
  if (open) open.to = performance.now();
};
/** A request that was in flight while a fault was on (the SDKs retry, so its answer may come just after). */
const overlapsFault = (from: number, to: number) => faultWindows.some((w) => w.from <= to && from <= w.to);
const faultsSurvived: string[] = [];
const faultsFailed: string[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer<T> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { success: boolean; data?: T; error?: string; code?: string };
}

/** One user's HTTP client: keep-alive connections from its own loopback address. */
const clientFrom = (baseUrl: string, address: string) => {
  const agent = new Agent({ keepAlive: true, localAddress: address, maxSockets: 4 });
  const base = new URL(baseUrl);
  const send = <T>(method: string, path: string, body?: unknown, token?: string) =>
    new Promise<Answer<T>>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(text === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            try {
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(raw) });
            } catch {
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: { success: false, error: raw },
              });
            }
          });
        },
      );
      req.on('error', reject);
      req.setTimeout(60_000, () => req.destroy(new Error('timed out after 60 s')));
      if (text !== undefined) req.write(text);
      req.end();
    });

  /**
   * A call as the SPA makes it, retried while a fault answers 503 with Retry-After. Any other answer outside
   * `expect` is an error. The label groups paths with ids for the figures.
   */
  const call = async <T>(
    label: string,
    method: string,
    path: string,
    options: { body?: unknown; token?: string; expect?: number[]; afterFault?: number[] } = {},
  ): Promise<Answer<T> | undefined> => {
    const expected = options.expect ?? [200];
    let faulted = false;
    for (let attempt = 0; attempt < 60; attempt++) {
      const began = performance.now();
      let answer: Answer<T>;
      try {
        answer = await send<T>(method, path, options.body, options.token);
      } catch (error) {
        stats.error(`${label}: ${String(error)}`);
        return undefined;
      }
      stats.record({ label, status: answer.status, ms: performance.now() - began });
      if (answer.status === 503 && overlapsFault(began, performance.now())) {
        const retryAfter = Number(answer.headers['retry-after']);
        if (answer.body.success !== false || !answer.body.error || !(retryAfter > 0)) {
          stats.error(`${label}: 503 without the envelope or Retry-After`);
          return undefined;
        }
        stats.faultAnswer();
        faulted = true;
        await sleep(Math.min(retryAfter * 1000, 1000));
        continue;
      }
      // A write answered 503 may still have been done: the table took it and the stop cut the answer off.
      // Sent again it then answers as a repeat does (`afterFault`, e.g. 409 for a second review).
      const repeat = faulted && (options.afterFault ?? []).includes(answer.status);
      if (repeat) stats.doneBeforeFault();
      if ((!expected.includes(answer.status) && !repeat) || typeof answer.body.success !== 'boolean') {
        stats.error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        return undefined;
      }
      return answer;
    }
    stats.error(`${label}: still 503 after a minute of retries`);
    return undefined;
  };
  return { send, call, close: () => agent.destroy() };
};
type Client = ReturnType<typeof clientFrom>;

interface Product {
  id: string;
  name: string;
}
interface Routine {
  id: string;
  steps: Array<{ id: string; isCompleted: boolean }>;
}
interface User {
  id: string;
  token: string;
  client: Client;
  /** What this user did that the final check must find: reviews by product, completed step keys. */
  reviewed: Set<string>;
  completed: Set<string>;
  routines: Routine[];
  subscribed: boolean;
}

let mailCounter = 0;
const register = async (client: Client, label: string): Promise<User | undefined> => {
  const email = `${label}.${Date.now().toString(36)}.${(mailCounter++).toString(36)}@carga.pele.ai`;
  const res = await client.call<{ token: string; user: { id: string } }>(
    'POST /api/auth/register',
    'POST',
    '/api/auth/register',
    {
      body: { name: 'Carga Teste', email, password: 'segredo123' },
      expect: [201],
    },
  );
  if (!res?.body.data) return undefined;
  const user: User = {
    id: res.body.data.user.id,
    token: res.body.data.token,
    client,
    reviewed: new Set(),
    completed: new Set(),
    routines: [],
    subscribed: false,
  };
  await client.call('POST /api/users/me/consent', 'POST', '/api/users/me/consent', {
    token: user.token,
    body: { version: PHOTO_CONSENT_VERSION },
  });
  return user;
};

const selfie = await readFile(join(repoRoot, 'functions/test/fixtures/images/mpl-grace_hopper.jpg'));

/** Upload through the presigned POST, start the analysis and poll it, as the SPA does. */
const analyse = async (user: User) => {
  const { call } = user.client;
  const presigned = await call<{ url: string; fields: Record<string, string>; key: string }>(
    'POST /api/skin-analysis/uploads',
    'POST',
    '/api/skin-analysis/uploads',
    { token: user.token, body: { contentType: 'image/jpeg', size: selfie.byteLength } },
  );
  if (!presigned?.body.data) return undefined;
  const { url, fields, key } = presigned.body.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(selfie)], { type: 'image/jpeg' }));
  const began = performance.now();
  const stored = await fetch(url, { method: 'POST', body: form });
  stats.record({ label: 'POST (S3) upload', status: stored.status, ms: performance.now() - began });
  if (stored.status >= 300) {
    stats.error(`upload: ${stored.status}`);
    return undefined;
  }
  const created = await call<{ id: string }>('POST /api/skin-analysis', 'POST', '/api/skin-analysis', {
    token: user.token,
    body: { imageKey: key },
    expect: [202],
  });
  const id = created?.body.data?.id;
  if (!id) return undefined;
  for (let poll = 0; poll < 300; poll++) {
    await sleep(1000);
    const res = await call<{ status: string; failureReason: string | null }>(
      'GET /api/skin-analysis/{id}',
      'GET',
      `/api/skin-analysis/${id}`,
      { token: user.token },
    );
    if (!res?.body.data) return undefined;
    if (res.body.data.status !== 'processing') return res.body.data;
  }
  stats.error(`analysis ${id} still processing after 5 minutes`);
  return undefined;
};

/** Hosted checkout through the Stripe stand-in, then the return page's verification (it fulfils too). */
const subscribe = async (user: User, planId: string, appUrl: string) => {
  const started = await user.client.call<{ checkoutUrl: string; sessionId: string }>(
    'POST /api/subscriptions',
    'POST',
    '/api/subscriptions',
    {
      token: user.token,
      body: {
        planId,
        successUrl: `${appUrl}/app/payment/success`,
        cancelUrl: `${appUrl}/app/payment/cancel`,
      },
    },
  );
  if (!started?.body.data) return;
  const began = performance.now();
  const paid = await fetch(started.body.data.checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Carga',
    }),
  });
  stats.record({
    label: 'POST (Stripe) hosted checkout',
    status: paid.status,
    ms: performance.now() - began,
  });
  if (paid.status !== 303) {
    stats.error(`hosted checkout: ${paid.status}`);
    return;
  }
  const verified = await user.client.call(
    'GET /api/payments/verify-session',
    'GET',
    `/api/payments/verify-session?sessionId=${encodeURIComponent(started.body.data.sessionId)}`,
    { token: user.token },
  );
  if (verified) user.subscribed = true;
};

/**
 * Analyses run in the same process as every handler here (in AWS each is its own Lambda), and one takes a core
 * for about a second: two at a time keep the rest of the traffic answered. None starts after the deadline.
 * Paused around the DynamoDB fault: in AWS Lambda retries a failed analysis a minute or two later, when the
 * table is back; the local service retries at once and the analysis would stay processing (see README).
 */
const analysisQueue = (concurrency: number, deadline: number) => {
  let running = 0;
  let paused: Promise<void> | undefined;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (running < concurrency && !paused) {
      const start = waiting.shift();
      if (start) {
        running++;
        start();
      }
    }
  };
  return {
    run: async <T>(task: () => Promise<T>): Promise<T | 'skipped'> => {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        next();
      });
      try {
        return Date.now() < deadline ? await task() : 'skipped';
      } finally {
        running--;
        next();
      }
    },
    /** No analysis starts until `until` resolves; resolves when those running have finished. */
    pause: (until: Promise<void>) => {
      paused = until.then(() => {
        paused = undefined;
        for (let i = 0; i < concurrency; i++) next();
      });
    },
  };
};

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;

/** One round of what a signed-in user does in the app. */
const browseRound = async (user: User, products: readonly Product[]) => {
  const { call } = user.client;
  const product = pick(products);
  await call('GET /api/products', 'GET', `/api/products?page=${1 + Math.floor(Math.random() * 3)}`, {
    token: user.token,
  });
  await call('GET /api/products/{id}', 'GET', `/api/products/${encodeURIComponent(product.id)}`, {
    token: user.token,
  });
  await call(
    'GET /api/reviews/product/{id}',
    'GET',
    `/api/reviews/product/${encodeURIComponent(product.id)}`,
    {
      token: user.token,
    },
  );
  const roll = Math.random();
  if (roll < 0.35) {
    const unreviewed = products.filter((p) => !user.reviewed.has(p.id));
    if (unreviewed.length === 0) return;
    const target = pick(unreviewed);
    const res = await call('POST /api/reviews', 'POST', '/api/reviews', {
      token: user.token,
      body: {
        productId: target.id,
        rating: 1 + Math.floor(Math.random() * 5),
        title: 'Gostei bastante',
        content: 'Textura leve, absorve rápido e não deixou a pele oleosa.',
      },
      expect: [201],
      afterFault: [409],
    });
    if (res) user.reviewed.add(target.id);
  } else if (roll < 0.8) {
    const open = user.routines.flatMap((routine) =>
      routine.steps
        .filter((step) => !user.completed.has(`${routine.id}/${step.id}`))
        .map((step) => ({ routine, step })),
    );
    if (open.length === 0) {
      await call('GET /api/routines/streak', 'GET', '/api/routines/streak', { token: user.token });
      return;
    }
    const { routine, step } = pick(open);
    const res = await call('POST /api/routines/step/complete', 'POST', '/api/routines/step/complete', {
      token: user.token,
      body: { routineId: routine.id, stepId: step.id },
    });
    if (res) user.completed.add(`${routine.id}/${step.id}`);
  } else {
    await call('GET /api/subscriptions/paywall-status', 'GET', '/api/subscriptions/paywall-status', {
      token: user.token,
    });
    await call('GET /api/products/recommended', 'GET', '/api/products/recommended', { token: user.token });
  }
};

// --- the run --------------------------------------------------------------------------------------------------

const dataDir = await mkdtemp(join(tmpdir(), 'pele-load-'));
console.log(`Starting a fresh local stack (data in a temporary folder) for ${USERS} users, ${SECONDS} s …`);
let stack: LocalStack | undefined;
try {
  stack = await startLocalStack({ dataDir, port: 0, quiet: true });
  const appUrl = stack.url;
  const base = `http://127.0.0.1:${stack.ports.gateway}`;
  // Reads the catalog and, at the end, every count; from an address of its own like everyone else.
  const checkerClient = clientFrom(base, '127.0.0.251');
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
    const client = clientFrom(base, `127.0.0.${10 + n}`);
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

  /** The faults, one after the other, once every user is set up (a quarter of the run at the earliest). */
  const faults = async (running: LocalStack) => {
    const probeClient = clientFrom(base, '127.0.0.250');
    const probe = await register(probeClient, 'sonda');
    if (!probe) throw new Error('the fault probe could not register');
    while ((setUp < USERS || Date.now() < began + SECONDS * 250) && Date.now() < deadline - 20_000)
      await sleep(250);

    // 1. DynamoDB Local killed; the supervisor brings it back.
    {
      let tableBack = () => {};
      analyses.pause(new Promise<void>((resolve) => (tableBack = resolve)));
      await running.lambdaIdle();
      faultOn();
      const killedAt = Date.now();
      running.faults.dynamodb.kill();
      const during = await probe.client.send<unknown>('GET', '/api/routines', undefined, probe.token);
      const retryAfter = Number(during.headers['retry-after']);
      const okDuring =
        during.status === 503 &&
        during.body.success === false &&
        during.body.error === server.serviceUnavailable &&
        retryAfter > 0;
      // Nothing here restarts it: the probe waits, as a user would, until the API answers again.
      let after = await probe.client.send('GET', '/api/routines', undefined, probe.token);
      while (after.status !== 200 && Date.now() < killedAt + 60_000) {
        await sleep(1_000);
        after = await probe.client.send('GET', '/api/routines', undefined, probe.token);
      }
      faultOff();
      tableBack();
      const backIn = ((Date.now() - killedAt) / 1000).toFixed(1);
      if (okDuring && after.status === 200 && running.faults.dynamodb.restarts() === 1)
        faultsSurvived.push(
          `DynamoDB Local killed: 503 + Retry-After, then 200 on its own after ${backIn} s`,
        );
      else
        faultsFailed.push(
          `DynamoDB Local killed: during ${during.status} ${JSON.stringify(during.body)}, after ${after.status} (${backIn} s, ${running.faults.dynamodb.restarts()} restarts)`,
        );
    }
    await sleep(2_000);

    // 2. The analyzer crashing on the probe's next analysis.
    {
      running.faults.crashNextAnalysis(probe.id);
      const crashed = await analyse(probe);
      const again = await analyse(probe);
      if (
        crashed?.status === 'failed' &&
        crashed.failureReason === analysisMessages.failed &&
        again?.status === 'complete'
      )
        faultsSurvived.push('analyzer crashed: analysis failed with the message, the next one complete');
      else faultsFailed.push(`analyzer crashed: ${JSON.stringify(crashed)}, then ${again?.status}`);
    }
    await sleep(2_000);

    // 3. The Stripe stand-in stopped.
    {
      faultOn();
      await running.faults.stripe.stop();
      const during = await probe.client.send<unknown>(
        'POST',
        '/api/subscriptions',
        { planId, successUrl: `${appUrl}/app/payment/success`, cancelUrl: `${appUrl}/app/payment/cancel` },
        probe.token,
      );
      await sleep(2_000);
      await running.faults.stripe.restart();
      faultOff();
      const ok =
        during.status === 503 &&
        during.body.error === subscriptionMessages.checkoutFailed &&
        Number(during.headers['retry-after']) > 0;
      if (ok) {
        await subscribe(probe, planId, appUrl);
        if (probe.subscribed)
          faultsSurvived.push('Stripe stand-in stopped: the checkout error message, then a subscription');
        else faultsFailed.push('Stripe stand-in back: the probe could not subscribe');
      } else faultsFailed.push(`Stripe stand-in stopped: ${during.status} ${JSON.stringify(during.body)}`);
    }
    users.push(probe);
  };

  const faultRun = faults(stack).catch((error: unknown) => faultsFailed.push(`fault run: ${String(error)}`));
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
