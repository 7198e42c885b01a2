import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PlanFeature } from '@pele/shared/constants';
import { defineRoute } from '@pele/shared/route-def';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AppError, tooManyAttempts } from '../domain/errors';
import type { UserProfile } from '../domain/users/user-profile';
import { createHandler, type HandlerDependencies } from './create-handler';
import { apiEvent, lambdaContext } from './test-events';

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  userId: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  profileImageKey: null,
  isActive: true,
  skinAnalyzed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  trialEndsAt: '2999-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const deps = (
  accounts: Record<string, UserProfile>,
  features: string[] | null = null,
  revokedIds: readonly string[] = [],
): HandlerDependencies => ({
  accounts: {
    accountSession: async (id, tokenIds) => ({
      profile: accounts[id],
      revoked: tokenIds.some((tokenId) => revokedIds.includes(tokenId)),
    }),
  },
  subscriptions: {
    list: async () =>
      features
        ? [
            {
              status: 'active' as const,
              currentPeriodEnd: '2999-01-01T00:00:00.000Z',
              cancelAtPeriodEnd: false,
              features: features as PlanFeature[],
            },
          ]
        : [],
  },
});

const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/test',
  access: 'user',
  body: z.object({ email: z.email({ error: 'Email inválido' }), age: z.number() }),
  response: z.object({ echoed: z.string(), caller: z.string() }),
});

const call = async (
  // biome-ignore lint/suspicious/noExplicitAny: middy handlers have a three-argument signature the test does not need
  handler: (...args: any[]) => Promise<unknown>,
  event: unknown,
  { parse = true }: { parse?: boolean } = {},
) => {
  const raw = (await handler(event, lambdaContext())) as {
    statusCode: number;
    body: string;
    isBase64Encoded?: boolean;
    headers: Record<string, string>;
  };
  return { status: raw.statusCode, body: parse ? JSON.parse(raw.body) : raw.body, headers: raw.headers, raw };
};

beforeAll(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

describe('createHandler', () => {
  const handler = createHandler(
    echoRoute,
    async ({ body, caller }) => ({ echoed: body.email, caller: caller.userId }),
    deps({ u1: profile(), off: profile({ userId: 'off', isActive: false }) }),
  );

  it('wraps the result in the success envelope and passes the verified caller', async () => {
    const res = await call(
      handler,
      apiEvent({ body: JSON.stringify({ email: 'a@b.co', age: 3 }), claims: { sub: 'u1' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { echoed: 'a@b.co', caller: 'u1' } });
    expect(res.headers['x-request-id']).toBe('req-1');
  });

  it('answers 401 without claims, before reading the body', async () => {
    const res = await call(handler, apiEvent({ body: 'not json' }));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      code: 'UNAUTHORIZED',
      error: 'Sessão expirada. Por favor, faça login novamente.',
    });
  });

  it('answers 401 when the account no longer exists, whatever the token says', async () => {
    const res = await call(handler, apiEvent({ body: '{}', claims: { sub: 'deleted' } }));
    expect(res.status).toBe(401);
  });

  it('answers 403 to a deactivated account', async () => {
    const res = await call(handler, apiEvent({ body: '{}', claims: { sub: 'off' } }));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_DISABLED');
  });

  it('answers 401 with the session-expired message to a token whose session was logged out', async () => {
    const revoking = createHandler(
      echoRoute,
      async ({ body, caller }) => ({ echoed: body.email, caller: caller.userId }),
      deps({ u1: profile() }, null, ['sign-in-1']),
    );
    const body = JSON.stringify({ email: 'a@b.co', age: 3 });
    const ended = await call(
      revoking,
      apiEvent({ body, claims: { sub: 'u1', origin_jti: 'sign-in-1', jti: 'token-2', iat: '1700000000' } }),
    );
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({
      success: false,
      error: 'Sessão expirada. Por favor, faça login novamente.',
    });
    const other = await call(
      revoking,
      apiEvent({ body, claims: { sub: 'u1', origin_jti: 'sign-in-2', jti: 'token-3', iat: '1700000000' } }),
    );
    expect(other.status).toBe(200);
  });

  it("answers 401 to a token issued before the account's sessions were ended, and 200 to a later one", async () => {
    const mark = Date.UTC(2026, 0, 2, 12);
    const ending = createHandler(
      echoRoute,
      async ({ body, caller }) => ({ echoed: body.email, caller: caller.userId }),
      deps({ u1: profile({ sessionsValidAfter: mark }) }),
    );
    const body = JSON.stringify({ email: 'a@b.co', age: 3 });
    const before = await call(
      ending,
      apiEvent({ body, claims: { sub: 'u1', jti: 'j1', iat: String(mark / 1000 - 60) } }),
    );
    expect(before.status).toBe(401);
    expect(before.body.code).toBe('UNAUTHORIZED');
    const after = await call(
      ending,
      apiEvent({ body, claims: { sub: 'u1', jti: 'j2', iat: String(mark / 1000 + 1) } }),
    );
    expect(after.status).toBe(200);
  });

  it('answers a brute-force refusal with 429 and Retry-After in the error envelope', async () => {
    const limited = createHandler(
      echoRoute,
      async () => {
        throw tooManyAttempts(42);
      },
      deps({ u1: profile() }),
    );
    const res = await call(
      limited,
      apiEvent({ body: JSON.stringify({ email: 'a@b.co', age: 1 }), claims: { sub: 'u1' } }),
    );
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.body).toMatchObject({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      error: 'Muitas tentativas. Aguarde 42 segundos e tente novamente.',
    });
  });

  it('answers 400 with per-field pt-BR messages for a wrong body', async () => {
    const res = await call(
      handler,
      apiEvent({ body: JSON.stringify({ email: 'nope', age: 'x' }), claims: { sub: 'u1' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.error).toBe('Email inválido');
    expect(res.body.fields).toEqual({ email: 'Email inválido', age: expect.stringMatching(/número/) });
  });

  it('answers 400 to a body that is not JSON and 413 to one over the limit', async () => {
    expect((await call(handler, apiEvent({ body: '{"email":', claims: { sub: 'u1' } }))).body.code).toBe(
      'INVALID_JSON',
    );
    const big = JSON.stringify({ email: 'a@b.co', age: 1, pad: 'x'.repeat(70_000) });
    const res = await call(handler, apiEvent({ body: big, claims: { sub: 'u1' } }));
    expect(res.status).toBe(413);
  });

  it('answers 415 to a body not sent as JSON, the form a cross-site page can post, and runs nothing', async () => {
    const body = JSON.stringify({ email: 'a@b.co', age: 1 });
    for (const contentType of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', '']) {
      const res = await call(handler, apiEvent({ body, contentType, claims: { sub: 'u1' } }));
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        success: false,
        error: 'Envie os dados como JSON (Content-Type: application/json).',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    for (const contentType of [
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/merge-patch+json',
    ])
      expect((await call(handler, apiEvent({ body, contentType, claims: { sub: 'u1' } }))).status).toBe(200);
  });

  it('reads a base64-encoded body', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.co', age: 1 })).toString('base64');
    const res = await call(handler, apiEvent({ body, isBase64Encoded: true, claims: { sub: 'u1' } }));
    expect(res.status).toBe(200);
  });

  it('hides unexpected errors behind a bare 500', async () => {
    const failing = createHandler(
      echoRoute,
      async () => {
        throw new Error('ddb table arn:aws:secret exploded');
      },
      deps({ u1: profile() }),
    );
    const res = await call(
      failing,
      apiEvent({ body: JSON.stringify({ email: 'a@b.co', age: 1 }), claims: { sub: 'u1' } }),
    );
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/arn|exploded/);
    expect(res.body.code).toBe('INTERNAL');
  });

  it('keeps the status and message of an AppError', async () => {
    const conflicting = createHandler(
      echoRoute,
      async () => {
        throw new AppError('CONFLICT', 'Este email já está cadastrado.');
      },
      deps({ u1: profile() }),
    );
    const res = await call(
      conflicting,
      apiEvent({ body: JSON.stringify({ email: 'a@b.co', age: 1 }), claims: { sub: 'u1' } }),
    );
    expect(res).toMatchObject({
      status: 409,
      body: { success: false, error: 'Este email já está cadastrado.' },
    });
  });

  it('fails a response that drifts from the declared schema when response validation is on', async () => {
    process.env.VALIDATE_RESPONSES = 'true';
    try {
      const drifting = createHandler(
        echoRoute,
        async () => ({ echoed: 1 }) as never,
        deps({ u1: profile() }),
      );
      const res = await call(
        drifting,
        apiEvent({ body: JSON.stringify({ email: 'a@b.co', age: 1 }), claims: { sub: 'u1' } }),
      );
      expect(res.status).toBe(500);
    } finally {
      delete process.env.VALIDATE_RESPONSES;
    }
  });
});

describe('compression at the origin (CloudFront does not compress the uncached API)', () => {
  const listRoute = defineRoute({
    method: 'GET',
    path: '/api/test-list',
    access: 'user',
    response: z.object({ items: z.array(z.string()) }),
  });
  const items = Array.from({ length: 200 }, (_, i) => `Sérum facial número ${i}`);
  const handler = createHandler(listRoute, async () => ({ items }), deps({ u1: profile() }));
  const raw = async (acceptEncoding?: string) => {
    const event = apiEvent({
      claims: { sub: 'u1' },
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    return (await call(handler, event, { parse: false })).raw;
  };

  it('answers brotli to a client that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await raw('gzip, deflate, br');
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(br.headers.Vary).toMatch(/Accept-Encoding/);
    expect(br.isBase64Encoded).toBe(true);
    const decoded = JSON.parse(brotliDecompressSync(Buffer.from(br.body, 'base64')).toString());
    expect(decoded).toEqual({ success: true, data: { items } });
    expect(Buffer.from(br.body, 'base64').length).toBeLessThan(JSON.stringify(decoded).length / 4);

    const gzip = await raw('gzip');
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(gzip.body, 'base64')).toString())).toEqual(decoded);
  });

  it('answers plain JSON to a client that asks for no encoding, and to the next one after a compressed answer', async () => {
    await raw('br');
    const plain = await raw();
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.isBase64Encoded).toBeFalsy();
    expect(JSON.parse(plain.body)).toEqual({ success: true, data: { items } });
  });
});

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
