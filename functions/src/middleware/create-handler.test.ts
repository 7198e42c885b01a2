import { describe, expect, it } from 'vitest';
import { AppError, tooManyAttempts } from '../domain/errors';
import { createHandler } from './create-handler';
import { call, deps, echoRoute, profile, silenceLogs } from './create-handler-fixtures';
import { apiEvent } from './test-events';

silenceLogs();

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
