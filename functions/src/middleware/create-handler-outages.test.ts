import { describe, expect, it } from 'vitest';
import { createHandler } from './create-handler';
import { call, deps, echoRoute, profile, silenceLogs } from './create-handler-fixtures';
import { apiEvent } from './test-events';

silenceLogs();

describe('a dependency that does not answer', () => {
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });

  it('answers 503 in the envelope with Retry-After when the account lookup cannot reach the table', async () => {
    const handler = createHandler(echoRoute, async () => ({ echoed: 'x', caller: 'x' }), {
      ...deps({}),
      accounts: {
        accountSession: async () => {
          throw refused();
        },
      },
    });
    const res = await call(handler, apiEvent({ body: '{}', claims: { sub: 'u1' } }));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      error: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("answers 503 when the route's own write cannot reach the table, and still 500 for a bug", async () => {
    const down = createHandler(
      echoRoute,
      async () => {
        throw refused();
      },
      deps({ u1: profile() }),
    );
    const buggy = createHandler(
      echoRoute,
      async () => {
        throw new TypeError('boom');
      },
      deps({ u1: profile() }),
    );
    const body = JSON.stringify({ email: 'a@b.co', age: 3 });
    expect((await call(down, apiEvent({ body, claims: { sub: 'u1' } }))).status).toBe(503);
    const bug = await call(buggy, apiEvent({ body, claims: { sub: 'u1' } }));
    expect(bug.status).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
  });
});
