import { paginateScan, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { userDay } from '@pele/shared/routine-days';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyse, fixture, upload } from './analysis-helpers';
import { type AdminSession, adminLogin, api, registerUser, type TestUser } from './http';
import {
  aProduct,
  type Checkout,
  orderFor,
  paidOrder,
  payOrder,
  readOrder,
  returnUrls,
  straySessionFor,
} from './premium-helpers';
import { eventually } from './product-fixtures';
import { CARDS, payOnHostedPage, stripeControl } from './stripe';
import { documentClient, setStock, tableName } from './table';

/**
 * Counters equal the data, always: a random sequence of sign-ups, analyses and their deletion, orders,
 * payments (and payments that must be refunded), staff moves and cancellations, reviews and their moderation,
 * subscriptions and erasures runs through the API; then every number the dashboard shows, and the per-state
 * counts the admin lists page with, must have moved exactly as a count of the table moved. Deltas, because
 * the stack's table also holds what earlier test files wrote.
 */
type Numbers = Record<string, number>;

const PAID = ['paid', 'processing', 'shipped', 'delivered'];

/** The dashboard's numbers and the per-state counts, counted from the table itself (a test may Scan). */
const countTable = async (): Promise<Numbers> => {
  const counted: Numbers = { totalUsers: 0, totalOrders: 0, revenueCents: 0, monthRevenueCents: 0 };
  const add = (name: string, by = 1) => {
    counted[name] = (counted[name] ?? 0) + by;
  };
  const month = userDay(new Date()).slice(0, 7);
  for await (const page of paginateScan(
    { client: documentClient() },
    { TableName: tableName(), ConsistentRead: true },
  )) {
    for (const item of page.Items ?? []) {
      if (item.type === 'PROFILE') add('totalUsers');
      if (item.type === 'PRODUCT' && !item.deletedAt) add('totalProducts');
      if (item.type === 'ANALYSIS' && item.status === 'complete') add('totalAnalyses');
      if (item.type === 'CHECK_IN') add('totalCheckIns');
      if (item.type === 'CHALLENGE') add('totalChallengesJoined');
      if (item.type === 'CHALLENGE' && item.state === 'completed') add('totalChallengesCompleted');
      if (item.type === 'SCAN') add('totalScans');
      if (item.type === 'SUBSCRIPTION' && item.status === 'active') add('activeSubscriptions');
      if (item.type === 'REVIEW') {
        add('totalReviews');
        add(`reviews:${item.moderation ?? 'pending'}`);
      }
      if (item.type === 'ORDER') {
        add(`orders:${item.status}`);
        if (PAID.includes(item.status)) {
          add('totalOrders');
          add('revenueCents', Number(item.totalCents));
          if (userDay(new Date(item.paidAt)).slice(0, 7) === month)
            add('monthRevenueCents', Number(item.totalCents));
        }
      }
    }
  }
  return counted;
};

let admin: AdminSession | undefined;
const asAdmin = async () => {
  admin ??= await adminLogin();
  return admin.token;
};

/** The same numbers as the product keeps them: the dashboard, and the counters item for the per-state counts. */
const readCounters = async (): Promise<Numbers> => {
  const stats = (await api<Numbers>('GET', '/api/admin/dashboard/stats', { token: await asAdmin() })).body
    .data as Numbers;
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK = :sk',
      ExpressionAttributeValues: { ':pk': 'STATS', ':sk': 'COUNTERS' },
      ConsistentRead: true,
    }),
  );
  const perState = Object.fromEntries(
    Object.entries(Items?.[0] ?? {})
      .filter(([name]) => name.includes(':'))
      .map(([name, value]) => [name, Number(value)]),
  );
  return {
    ...perState,
    totalUsers: stats.totalUsers ?? 0,
    totalProducts: stats.totalProducts ?? 0,
    totalAnalyses: stats.totalAnalyses ?? 0,
    totalCheckIns: stats.totalCheckIns ?? 0,
    totalChallengesJoined: stats.totalChallengesJoined ?? 0,
    totalChallengesCompleted: stats.totalChallengesCompleted ?? 0,
    totalScans: stats.totalScans ?? 0,
    activeSubscriptions: stats.activeSubscriptions ?? 0,
    totalReviews: stats.totalReviews ?? 0,
    totalOrders: stats.totalOrders ?? 0,
    revenueCents: Math.round((stats.totalRevenue ?? 0) * 100),
    monthRevenueCents: Math.round((stats.monthlyRevenue ?? 0) * 100),
  };
};

const delta = (after: Numbers, before: Numbers) =>
  Object.fromEntries(
    [...new Set([...Object.keys(after), ...Object.keys(before)])]
      .sort()
      .map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)])
      .filter(([, moved]) => moved !== 0),
  );

interface World {
  users: TestUser[];
  analyses: Array<{ user: TestUser; id: string }>;
  orders: Array<{ user: TestUser; id: string; checkout?: Checkout }>;
  reviews: Array<{ user: TestUser; id: string }>;
  products: string[];
  analysesRun: number;
}

/** An answer the sequence may get (a refusal is fine: the random step may not apply), never a server error. */
const noServerError = <A extends { status: number; body: unknown }>(res: A): A => {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  return res;
};
const pick = <T>(list: readonly T[], n: number): T | undefined => list[n % Math.max(list.length, 1)];

type Step = (world: World, n: number) => Promise<unknown>;
const steps: Record<string, Step> = {
  signUp: async (world) => world.users.push(await registerUser('counters')),
  analyse: async (world, n) => {
    const user = pick(world.users, n);
    if (!user || world.analysesRun >= 2) return;
    world.analysesRun += 1;
    const done = await analyse(user, await upload(user, await fixture('mpl-grace_hopper.jpg')));
    if (done) world.analyses.push({ user, id: done.id });
  },
  deleteAnalysis: async (world, n) => {
    const analysis = pick(world.analyses, n);
    if (analysis)
      noServerError(await api('DELETE', `/api/skin-analysis/${analysis.id}`, { token: analysis.user.token }));
  },
  placeOrder: async (world, n) => {
    const user = pick(world.users, n);
    if (!user) return;
    const order = await orderFor(user, pick(world.products, n) as string, 1 + (n % 2));
    world.orders.push({ user, id: order.id });
  },
  payOrder: async (world, n) => {
    const order = pick(world.orders, n);
    if (!order) return;
    const opened = noServerError(await payOrder(order.user, order.id));
    if (opened.status !== 200) return;
    order.checkout = opened.body.data as Checkout;
    await payOnHostedPage(order.checkout.checkoutUrl, CARDS.success);
  },
  payTwice: async (world, n) => {
    // A second payment of a paid order, as a lost race leaves one: it must be refunded and counted once.
    const order = pick(world.orders, n);
    if (!order) return;
    const read = await readOrder(order.user, order.id);
    if (read?.status !== 'paid') return;
    const stray = await straySessionFor(order.user, order.id, Math.round(read.total * 100));
    await payOnHostedPage(stray.url as string, CARDS.success);
  },
  staffMove: async (world, n) => {
    const order = pick(world.orders, n);
    if (!order) return;
    const next = ['cancelled', 'processing', 'shipped', 'delivered'][n % 4];
    noServerError(
      await api('PUT', `/api/admin/orders/${order.id}/status`, {
        token: await asAdmin(),
        body: { status: next },
      }),
    );
  },
  review: async (world, n) => {
    const user = pick(world.users, n);
    if (!user) return;
    const res = noServerError(
      await api<{ id: string }>('POST', '/api/reviews', {
        token: user.token,
        body: {
          productId: pick(world.products, n),
          rating: 1 + (n % 5),
          title: 'Gostei bastante',
          content: 'Uso todos os dias e a pele ficou melhor.',
        },
      }),
    );
    if (res.status === 201) world.reviews.push({ user, id: res.body.data?.id as string });
  },
  moderate: async (world, n) => {
    const review = pick(world.reviews, n);
    if (review)
      noServerError(
        await api('PUT', `/api/admin/reviews/${review.id}/moderate`, {
          token: await asAdmin(),
          body: { approved: n % 2 === 0 },
        }),
      );
  },
  deleteReview: async (world, n) => {
    const review = pick(world.reviews, n);
    if (review) noServerError(await api('DELETE', `/api/reviews/${review.id}`, { token: review.user.token }));
  },
  subscribe: async (world, n) => {
    const user = pick(world.users, n);
    if (!user) return;
    const res = noServerError(
      await api<Checkout>('POST', '/api/subscriptions', {
        token: user.token,
        body: { planId: 'premium-mensal', ...returnUrls() },
      }),
    );
    if (res.status === 200) await payOnHostedPage(res.body.data?.checkoutUrl as string, CARDS.success);
  },
  endSubscription: async (world, n) => {
    const user = pick(world.users, n);
    if (!user) return;
    const active = await api<{ data: { id: string } | null }>('GET', '/api/subscriptions/active', {
      token: user.token,
    });
    const id = active.body.data?.data?.id;
    if (!id) return;
    await api('PUT', `/api/subscriptions/${id}/cancel`, { token: user.token });
    await stripeControl(`subscriptions/${id}/expire`);
  },
  // A day's first score counts; a second one the same day replaces it and counts nothing.
  checkIn: async (world, n) => {
    const user = pick(world.users, n);
    if (!user) return;
    for (const score of n % 2 === 0 ? [n] : [n, 100 - n])
      noServerError(await api('PUT', '/api/check-ins/today', { token: user.token, body: { score } }));
  },
  // Joining counts once; the same kind again while it runs is refused (409) and counts nothing.
  joinChallenge: async (world, n) => {
    const user = pick(world.users, n);
    if (!user) return;
    const body = { kind: 'check_in_week' };
    noServerError(await api('POST', '/api/challenges', { token: user.token, body }));
  },
  // A scan counts; deleting one of the person's scans takes it back off.
  scan: async (world, n) => {
    const user = pick(world.users, n);
    if (!user) return;
    const made = await api<{ id: string }>('POST', '/api/scans', {
      token: user.token,
      body: { text: 'Ingredients: Aqua, Glycerin, Niacinamide', source: 'text' },
    });
    noServerError(made);
    if (n % 3 === 0 && made.body.data)
      noServerError(await api('DELETE', `/api/scans/${made.body.data.id}`, { token: user.token }));
  },
  erase: async (world, n) => {
    const user = pick(world.users, n);
    if (!user) return;
    noServerError(await api('DELETE', '/api/users/me', { token: user.token }));
    world.users = world.users.filter((each) => each !== user);
  },
};

const stepNames = Object.keys(steps);

describe('dashboard counters', () => {
  it('move exactly as the table does, whatever sequence of writes happened', async () => {
    const token = (await registerUser('counters-catalog')).token;
    const product = await aProduct(token);
    const before = await setStock(product.id, 1000);
    try {
      await fc.assert(
        fc.asyncProperty(
          // Every kind of write once, in a random order, then a few more at random; each with a random target.
          fc
            .tuple(
              fc.shuffledSubarray(stepNames, { minLength: stepNames.length }),
              fc.array(fc.constantFrom(...stepNames), { maxLength: 6 }),
              fc.array(fc.nat(50), { minLength: stepNames.length + 6, maxLength: stepNames.length + 6 }),
            )
            .map(([every, extra, targets]) =>
              [...every, ...extra].map((name, i) => [name, targets[i] ?? 0] as const),
            ),
          async (sequence) => {
            const tableBefore = await countTable();
            const countersBefore = await readCounters();
            const world: World = {
              users: [await registerUser('counters'), await registerUser('counters')],
              analyses: [],
              orders: [],
              reviews: [],
              products: [product.id],
              analysesRun: 0,
            };
            // Every sequence also pays at least one order, so money always moves.
            const firstBuyer = world.users[0] as TestUser;
            world.orders.push({ ...(await paidOrder(firstBuyer, product.id)), user: firstBuyer });
            for (const [name, n] of sequence) await (steps[name] as Step)(world, n);
            // Webhooks arrive after the hosted pages answer: the numbers must settle on the data.
            const settled = await eventually(
              async () => ({
                table: delta(await countTable(), tableBefore),
                counters: delta(await readCounters(), countersBefore),
              }),
              ({ table, counters }) => JSON.stringify(table) === JSON.stringify(counters),
              15_000,
            );
            expect(settled.counters, `after ${sequence.map(([name]) => name).join(', ')}`).toEqual(
              settled.table,
            );
          },
        ),
        { numRuns: 3, seed: 20261128, endOnFailure: true },
      );
    } finally {
      await setStock(product.id, before);
    }
  }, 600_000);
});
