import { routes } from '@pele/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { claimsOfToken, tableCallsOf } from '../bench/round-trips';
import { registerUser } from './http';

/**
 * The five busiest signed-in reads wait on the table at most twice: the account check (with, behind a plan
 * feature, the subscriptions) in one round trip, the route's own reads side by side in the next. Each handler
 * runs here, in this process, against the local stack's table, warm (its second call is measured).
 */
const HOT_READS = [
  ['products/list-products', routes.listProducts, { keyword: 'niacinamida' }],
  ['products/recommended-products', routes.recommendedProducts, {}],
  ['routines/list-routines', routes.listRoutines, {}],
  ['auth/profile', routes.profile, {}],
  ['analysis/list-analyses', routes.analysisHistory, {}],
] as const;

describe('round trips to the table', () => {
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    // The handlers read their configuration (the table, the stand-ins' addresses) from the environment.
    Object.assign(process.env, testStack().env);
    claims = claimsOfToken((await registerUser('round-trips')).token);
  });

  it.each(HOT_READS)('%s waits on the table at most twice', async (handler, route, query) => {
    const { roundTrips, calls, status } = await tableCallsOf(
      `../src/handlers/${handler}`,
      route,
      claims,
      query,
    );
    expect(status).toBe(200);
    expect(calls.length).toBeGreaterThan(0);
    expect(roundTrips, calls.map((c) => c.command).join(', ')).toBeLessThanOrEqual(2);
  });
});
