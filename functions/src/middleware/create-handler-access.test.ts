import { defineRoute } from '@pele/shared/route-def';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createHandler } from './create-handler';
import { call, deps, echoRoute, profile, silenceLogs } from './create-handler-fixtures';
import { apiEvent } from './test-events';

silenceLogs();

describe('admin routes', () => {
  const adminRoute = defineRoute({
    ...echoRoute,
    access: 'admin',
    body: undefined,
    response: z.object({ ok: z.boolean() }),
  });
  const handler = createHandler(adminRoute, async () => ({ ok: true }), deps({ u1: profile() }));

  it('refuses a signed-in non-admin with 403', async () => {
    const res = await call(handler, apiEvent({ claims: { sub: 'u1', 'cognito:groups': '[users]' } }));
    expect(res.status).toBe(403);
  });
  it("lets an admin in, with groups in the authorizer's flattened form", async () => {
    const res = await call(handler, apiEvent({ claims: { sub: 'u1', 'cognito:groups': '[admin]' } }));
    expect(res.status).toBe(200);
  });
  it("hands the route the admin's e-mail from the account, which an access token does not carry", async () => {
    const seen: Array<string | undefined> = [];
    const recording = createHandler(
      adminRoute,
      async ({ caller }) => {
        seen.push(caller.email);
        return { ok: true };
      },
      deps({ u1: profile({ email: 'staff@example.com' }) }),
    );
    const res = await call(recording, apiEvent({ claims: { sub: 'u1', 'cognito:groups': '[admin]' } }));
    expect(res.status).toBe(200);
    expect(seen).toEqual(['staff@example.com']);
  });
});

describe('plan-gated routes', () => {
  const gated = defineRoute({
    ...echoRoute,
    feature: 'skin_history',
    body: undefined,
    response: z.object({ ok: z.boolean() }),
  });

  it('answers 403 naming the missing feature once the trial is over', async () => {
    const handler = createHandler(
      gated,
      async () => ({ ok: true }),
      deps({ u1: profile({ trialEndsAt: '2000-01-01T00:00:00.000Z' }) }, ['skin_analysis']),
    );
    const res = await call(handler, apiEvent({ claims: { sub: 'u1' } }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FEATURE_REQUIRED', feature: 'skin_history' });
  });
  it('lets a trial user through', async () => {
    const handler = createHandler(gated, async () => ({ ok: true }), deps({ u1: profile() }));
    expect((await call(handler, apiEvent({ claims: { sub: 'u1' } }))).status).toBe(200);
  });
});
