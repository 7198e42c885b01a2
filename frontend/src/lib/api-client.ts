import { REQUEST_TIMEOUT_MS } from '@pele/shared/constants';
import { transport } from '@pele/shared/messages';
import { type BodyOf, fillPath, type QueryOf, type ResponseOf, type RouteDef } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { ApiError } from './api-error';
import { endSession, getSession, setAccessToken } from './session';

export interface RequestOptions<R extends RouteDef> {
  body?: BodyOf<R>;
  query?: QueryOf<R>;
  params?: Record<string, string>;
  signal?: AbortSignal;
}

const buildUrl = (route: RouteDef, params?: Record<string, string>, query?: unknown) => {
  const path = fillPath(route.path, params);
  if (!query || typeof query !== 'object') return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

/** fetch with the 30 s abort of spec 7; a caller's own abort passes through untouched. */
const send = async (route: RouteDef, options: RequestOptions<RouteDef>, token: string | null) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(route, options.params, options.query), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(transport.timeout, 0, 'TIMEOUT');
    if (options.signal?.aborted) throw error;
    throw new ApiError(transport.network, 0, 'NETWORK');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

const fieldsOf = (body: Record<string, unknown>): Record<string, string> => {
  if (!isRecord(body.fields)) return {};
  return Object.fromEntries(
    Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** The envelope rules of spec 7 and 8.1. */
export const readEnvelope = async (response: Response): Promise<unknown> => {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new ApiError(transport.invalidJson, response.status, 'INVALID_RESPONSE');
  }
  const envelope = isRecord(body) && typeof body.success === 'boolean' ? body : null;
  const code = (fallback: string) => nonEmpty(envelope?.code) ?? fallback;
  if (!response.ok) {
    if (envelope && envelope.success === false) {
      throw new ApiError(
        nonEmpty(envelope.error) ?? transport.statusOnly(response.status),
        response.status,
        code('HTTP_ERROR'),
        fieldsOf(envelope),
      );
    }
    const message = response.statusText
      ? transport.statusText(response.status, response.statusText)
      : transport.statusOnly(response.status);
    throw new ApiError(message, response.status, 'HTTP_ERROR');
  }
  if (!envelope) return body;
  if (envelope.success) return envelope.data;
  throw new ApiError(
    nonEmpty(envelope.error) ?? transport.operationFailed,
    response.status,
    code('OPERATION_FAILED'),
    fieldsOf(envelope),
  );
};

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same attempt. */
const refreshAccessToken = () => {
  refreshing ??= (async () => {
    const { refreshToken } = getSession();
    if (!refreshToken) return false;
    try {
      const response = await send(routes.refresh, { body: { refreshToken } }, null);
      const data = (await readEnvelope(response)) as ResponseOf<typeof routes.refresh>;
      if (!data?.token) return false;
      setAccessToken(data.token);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
};

/**
 * Calls one route of the shared table and returns its `data`, or throws an ApiError with a pt-BR message.
 * A 401 on a signed-in route tries the refresh token once; when that fails the session ends
 * (logout event with reason session_expired).
 */
export async function apiRequest<R extends RouteDef>(
  route: R,
  options: RequestOptions<R> = {},
): Promise<ResponseOf<R>> {
  const signedIn = route.access !== 'public';
  const attempt = () =>
    send(route, options as RequestOptions<RouteDef>, signedIn ? getSession().token : null);
  try {
    let response = await attempt();
    if (response.status === 401 && signedIn) {
      if (await refreshAccessToken()) response = await attempt();
      if (response.status === 401) {
        endSession('session_expired');
        throw new ApiError(transport.sessionExpired, 401, 'UNAUTHORIZED');
      }
    }
    return (await readEnvelope(response)) as ResponseOf<R>;
  } catch (error) {
    if (error instanceof ApiError || options.signal?.aborted) throw error;
    throw new ApiError(transport.unexpected, 0, 'UNEXPECTED');
  }
}
