import { type RouteName, routeList } from '@pele/shared/routes';
import type { Plan } from '@pele/shared/schemas/subscriptions';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFor } from './fuzz-cases';
import { checkAnswer, differences, pathOf, send, snapshot } from './fuzz-wire';
import { adminLogin, api, apiUrl, registerUser, type TestUser } from './http';

/**
 * Property-based fuzzing of every route's body, query and path, generated from the route's own zod schemas
 * (right shapes with hostile values, wrong types, huge values, unicode with bidi controls and NUL, extra
 * fields) and from generic junk. Whatever arrives: never a 5xx, always the envelope, and a route that refused
 * every case wrote nothing (table and uploads bucket compared before and after).
 *
 * FUZZ_RUNS sets the cases per route (default 60, about a minute and a half here); CI or a curious developer
 * can raise it (FUZZ_RUNS=1000). FUZZ_SEED replays a run; the seed of a failure is in its message.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Routes whose success ends the caller's session or account: each case gets a fresh account, and fewer cases. */
const ENDS_SESSION = new Set<RouteName>(['logout', 'logoutAll', 'deleteAccount']);

let user: TestUser;
let adminToken: string;
let settingsBefore: unknown;
let plansBefore: Plan[] = [];
const figures = { cases: 0, routes: 0, successes: 0, began: 0 };

beforeAll(async () => {
  user = await registerUser('fuzz');
  adminToken = (await adminLogin()).token;
  // The account's payment customer is made by its first card or checkout, even one then refused (the card
  // id is only known to be bad once the provider is asked): made here, so the fuzzing sees later refusals.
  const card = await api('POST', '/api/payments/methods', {
    token: user.token,
    body: { paymentMethodId: 'pm_card_visa' },
  });
  expect(card.status).toBe(201);
  const settings = await fetch(`${apiUrl()}/api/admin/settings`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  settingsBefore = ((await settings.json()) as { data: unknown }).data;
  plansBefore = (await api<Plan[]>('GET', '/api/admin/plans', { token: adminToken })).body.data ?? [];
  expect(plansBefore.length).toBeGreaterThan(0);
  figures.began = performance.now();
});

afterAll(async () => {
  // A schema-valid settings case is a real write: put the settings back as the other test files expect them.
  await fetch(`${apiUrl()}/api/admin/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(settingsBefore),
  });
  // So is a plan case on a real plan's id ('premium-mensal' is one of the hostile strings): the plans are put back
  // as they were, since the next test file on this stack reads them (premium.int.test.ts once found the monthly
  // plan named '😀').
  for (const { id, name, price, features, isPopular } of plansBefore) {
    const put = await api('PUT', `/api/admin/plans/${id}`, {
      token: adminToken,
      body: { name, price, features, isPopular },
    });
    expect(put.status).toBe(200);
  }
  expect((await api<Plan[]>('GET', '/api/admin/plans', { token: adminToken })).body.data).toEqual(
    plansBefore,
  );
  const seconds = (performance.now() - figures.began) / 1000;
  console.log(
    `[fuzz] ${figures.cases} cases over ${figures.routes} routes in ${seconds.toFixed(1)} s ` +
      `(${figures.successes} accepted as valid), FUZZ_RUNS=${RUNS}`,
  );
});

describe('fuzzing every route', () => {
  it.each(routeList())(
    '%s: never a 5xx, always the envelope, nothing written when refused',
    async (name, route) => {
      let successes = 0;
      const runs = ENDS_SESSION.has(name) ? Math.max(3, Math.ceil(RUNS / 20)) : RUNS;
      // A route that ends its session gets a fresh account a case, made before the snapshot: the harness's own
      // sign-ups are not the route's writes (they made this check fail whenever every case was refused).
      const sessions: string[] = [];
      if (ENDS_SESSION.has(name))
        for (let i = 0; i < runs; i++) sessions.push((await registerUser('fuzz-session')).token);
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (sent) => {
          const token =
            route.access === 'admin'
              ? adminToken
              : route.access === 'user'
                ? ENDS_SESSION.has(name)
                  ? (sessions.pop() ?? (await registerUser('fuzz-session')).token)
                  : user.token
                : undefined;
          const path = pathOf(route, sent);
          const answer = await send(route.method, path, token, sent.body);
          figures.cases++;
          const body = checkAnswer(
            answer,
            `${route.method} ${path.slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`,
          );
          if (body.success === true) {
            successes++;
            // A product the fuzzer created as the admin would show in other tests' catalog: removed again.
            if (name === 'adminCreateProduct') {
              const id = (body.data as { id: string }).id;
              await send('DELETE', `/api/admin/products/${encodeURIComponent(id)}`, adminToken, undefined);
            }
          }
        }),
        { numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: false },
      );
      figures.routes++;
      figures.successes += successes;
      // A route that refused every case wrote nothing; a read writes nothing whatever it answered. A valid
      // write case may write (that is the route working), so only then is the comparison skipped.
      if (successes === 0 || route.method === 'GET')
        expect(differences(before, await snapshot())).toEqual([]);
    },
  );
});
