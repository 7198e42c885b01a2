import { REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '@pele/shared/constants';
import { routes } from '@pele/shared/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../testing/fixtures';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { endSession, getSession, LOGOUT_EVENT, startSession } from './session';

const user = testUser({ id: 'u1', name: 'Maria Souza' });

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

const fetchMock = vi.fn<typeof fetch>();
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  endSession('user_logout');
  vi.useRealTimers();
});

describe('apiRequest: envelope', () => {
  it('returns data of a success envelope and sends the bearer token on signed-in routes', async () => {
    startSession({ token: 'tok', refreshToken: 'ref', user });
    fetchMock.mockResolvedValueOnce(json({ success: true, data: user }));
    await expect(apiRequest(routes.profile)).resolves.toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/profile');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('sends no token to public routes and posts the body as JSON', async () => {
    startSession({ token: 'tok', refreshToken: 'ref', user });
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { message: 'ok' } }));
    await apiRequest(routes.forgotPassword, { body: { email: 'a@b.co' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.co' }));
  });

  it('fails with the parse message when the body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 200 }));
    const error = await failure(apiRequest(routes.health));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Erro ao processar resposta do servidor');
  });

  it('uses the server error, its code and per-field messages when a not-OK answer is an envelope', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          success: false,
          error: 'Dados inválidos. Verifique os campos destacados.',
          code: 'VALIDATION_ERROR',
          fields: { 'body.email': 'Email inválido' },
        },
        { status: 400 },
      ),
    );
    const error = await failure(apiRequest(routes.login, { body: { email: 'x', password: 'y' } }));
    expect(error.message).toBe('Dados inválidos. Verifique os campos destacados.');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fieldError('email')).toBe('Email inválido');
  });

  it("falls back to 'Erro: {status}' when a not-OK envelope has no error text", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false, error: '' }, { status: 409 }));
    expect((await failure(apiRequest(routes.health))).message).toBe('Erro: 409');
  });

  it("uses 'Erro {status}: {statusText}' when a not-OK answer is not an envelope", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ message: 'bad gateway' }, { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(apiRequest(routes.health));
    expect(error.message).toBe('Erro 502: Bad Gateway');
    expect(error.status).toBe(502);
  });

  it("uses the server error or 'Operação falhou' when an OK answer says success false", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false, error: 'Não deu' }));
    expect((await failure(apiRequest(routes.health))).message).toBe('Não deu');
    fetchMock.mockResolvedValueOnce(json({ success: false }));
    expect((await failure(apiRequest(routes.health))).message).toBe('Operação falhou');
  });

  it('returns the body itself when it carries no success flag', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
    await expect(apiRequest(routes.health)).resolves.toEqual({ status: 'ok' });
  });

  it('reports a network failure in pt-BR', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest(routes.health));
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe('Não foi possível conectar ao servidor. Verifique sua conexão.');
  });

  it('aborts the call after 30 000 ms', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(apiRequest(routes.health));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(signal?.aborted).toBe(true);
    expect(error.code).toBe('TIMEOUT');
  });
});

describe('apiRequest: 401', () => {
  it('refreshes the token once and repeats the call with the new token', async () => {
    startSession({ token: 'old', refreshToken: 'ref', user });
    fetchMock
      .mockResolvedValueOnce(
        json({ success: false, error: 'Sessão expirada.', code: 'UNAUTHORIZED' }, { status: 401 }),
      )
      .mockResolvedValueOnce(json({ success: true, data: { token: 'new', expiresIn: 3600 } }))
      .mockResolvedValueOnce(json({ success: true, data: user }));
    await expect(apiRequest(routes.profile)).resolves.toEqual(user);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/refresh');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ refreshToken: 'ref' }));
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('Authorization')).toBe('Bearer new');
    expect(getSession().token).toBe('new');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('new');
  });

  it('ends the session with reason session_expired when the refresh fails', async () => {
    startSession({ token: 'old', refreshToken: 'ref', user });
    const reasons: string[] = [];
    const onLogout = (event: Event) => reasons.push((event as CustomEvent<{ reason: string }>).detail.reason);
    window.addEventListener(LOGOUT_EVENT, onLogout);
    fetchMock
      .mockResolvedValueOnce(json({ success: false, error: 'x', code: 'UNAUTHORIZED' }, { status: 401 }))
      .mockResolvedValueOnce(json({ success: false, error: 'x', code: 'UNAUTHORIZED' }, { status: 401 }));
    const error = await failure(apiRequest(routes.profile));
    window.removeEventListener(LOGOUT_EVENT, onLogout);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Sessão expirada. Por favor, faça login novamente.');
    expect(getSession().status).toBe('anonymous');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(reasons).toEqual(['session_expired']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not treat a wrong password on the public login route as an expired session', async () => {
    startSession({ token: 'tok', refreshToken: 'ref', user });
    fetchMock.mockResolvedValueOnce(
      json(
        { success: false, error: 'Email ou senha incorretos.', code: 'INVALID_CREDENTIALS' },
        { status: 401 },
      ),
    );
    const error = await failure(apiRequest(routes.login, { body: { email: 'a@b.co', password: 'x' } }));
    expect(error.message).toBe('Email ou senha incorretos.');
    expect(getSession().status).toBe('authenticated');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    startSession({ token: 'old', refreshToken: 'ref', user });
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/auth/refresh') return json({ success: true, data: { token: 'new', expiresIn: 1 } });
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === 'Bearer new'
        ? json({ success: true, data: user })
        : json({ success: false, error: 'x' }, { status: 401 });
    });
    await Promise.all([apiRequest(routes.profile), apiRequest(routes.profile)]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
  });
});
