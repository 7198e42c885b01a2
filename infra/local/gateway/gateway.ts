import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import type { ErrorCode, ErrorEnvelope } from '@pele/shared/envelope';
import { server as messages } from '@pele/shared/messages';
import type { Access } from '@pele/shared/route-def';
import compression from 'compression';
import { BodyTooLarge, closeServer, listen, readBody, sendJson } from '../http';
import type { HandlerLoader } from '../stand-ins/lambda/handler-loader';
import { invoke } from '../stand-ins/lambda/invocation';
import { createLambdaContext } from '../stand-ins/lambda/lambda-context';
import { buildHttpApiEvent, toAuthorizerClaims, toHttpResponse } from './api-event';
import type { JwtVerifier } from './jwt-verifier';
import { createRouteMatcher } from './route-matcher';
import { securityHeaders } from './security-headers';
import { createStaticHandler } from './static-files';

/**
 * The local stand-in for CloudFront + HTTP API: one port serving the built SPA and `/api/*`, dispatched through
 * the route table to the same handler modules with payload-format-2.0 events, after the same JWT checks the
 * HTTP API authorizer makes on non-public routes.
 */
export interface GatewayRoute {
  method: string;
  path: string;
  handler: string;
  access: Access;
  timeoutSeconds?: number;
  memoryMb?: number;
}

/** API Gateway's payload limit. */
export const maxBodyBytes = 10 * 1024 * 1024;

const envelope = (error: string, code: ErrorCode): ErrorEnvelope => ({ success: false, error, code });

const functionNameOf = (handler: string) => `pele-${handler.replaceAll('/', '-')}`;

/** Public product images: only what the bucket has, with the caching CloudFront would allow. */
const proxyMedia = async (res: ServerResponse, url: string, head: boolean) => {
  // Keys are plain paths: anything encoded or climbing could reach s3rver's files outside the bucket.
  const safe = /^[^%]*$/.test(url) && !url.includes('..');
  const upstream = safe ? await fetch(url).catch(() => undefined) : undefined;
  if (!upstream?.ok) {
    sendJson(res, 404, envelope(messages.mediaNotFound, 'NOT_FOUND'));
    return;
  }
  res.writeHead(200, {
    'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    'cache-control': 'public, max-age=86400',
  });
  res.end(head ? undefined : Buffer.from(await upstream.arrayBuffer()));
};

export interface GatewayOptions {
  port: number;
  host?: string;
  routes: GatewayRoute[];
  loadHandler: HandlerLoader;
  verifyJwt: JwtVerifier;
  staticDir: string;
  /** Base URL of the media bucket: `/media/*` is proxied there, as CloudFront's `/media/*` behaviour does. */
  mediaOrigin?: string;
  /** Origins besides 'self' the SPA talks to (the local S3 endpoint), for the CSP. */
  extraOrigins?: string[];
  quiet?: boolean;
}

/** The body within API Gateway's limit, or a 413 answered and undefined. */
const apiBody = async (req: IncomingMessage, res: ServerResponse) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  try {
    const body = await readBody(req, declared > maxBodyBytes ? 0 : maxBodyBytes);
    if (declared > maxBodyBytes) throw new BodyTooLarge(maxBodyBytes);
    return body;
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    sendJson(res, 413, envelope(messages.bodyTooLarge, 'PAYLOAD_TOO_LARGE'));
    return undefined;
  }
};

type Jwt = { claims: Record<string, string>; scopes: string[] };

/** The JWT authorizer's claims for a route that is not public; `false` when the token does not pass. */
const authorize = async (route: GatewayRoute, req: IncomingMessage, verifyJwt: JwtVerifier) => {
  if (route.access === 'public') return undefined;
  const payload = await verifyJwt(req.headers.authorization);
  if (!payload) return false;
  const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
  return { claims: toAuthorizerClaims(payload), scopes } satisfies Jwt;
};

/** Runs the route's handler on the HTTP API event, as Lambda does, and answers with its response. */
const callHandler = async (
  options: GatewayOptions,
  req: IncomingMessage,
  res: ServerResponse,
  found: {
    route: GatewayRoute;
    pathParameters: Record<string, string>;
    body: Buffer;
    jwt?: Jwt;
    requestId: string;
  },
) => {
  const { route, requestId } = found;
  const method = req.method ?? 'GET';
  const event = buildHttpApiEvent({
    method,
    url: req.url ?? '/',
    headers: req.headers,
    body: found.body,
    sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
    requestId,
    routeKey: `${route.method} ${route.path}`,
    pathParameters: found.pathParameters,
    jwt: found.jwt,
    domainName: req.headers.host ?? 'localhost',
  });
  const context = createLambdaContext({
    functionName: functionNameOf(route.handler),
    timeoutMs: (route.timeoutSeconds ?? 10) * 1000,
    memoryMb: route.memoryMb,
    requestId,
  });
  let result: unknown;
  try {
    result = await invoke(await options.loadHandler(route.handler), event, context);
  } catch (error) {
    // In AWS an unhandled Lambda error is a 500 with no details; the details go to the log.
    console.error(`[gateway] ${route.method} ${route.path} → ${route.handler} failed:`, error);
    sendJson(res, 500, envelope(messages.internal, 'INTERNAL'));
    return;
  }
  const response = toHttpResponse(result);
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (response.cookies.length) res.setHeader('set-cookie', response.cookies);
  res.writeHead(response.statusCode);
  res.end(method === 'HEAD' ? undefined : response.body);
};

/** `/api/*` as API Gateway answers it: body limit, route match, the JWT authorizer, then the handler. */
const apiHandler = (options: GatewayOptions) => {
  const match = createRouteMatcher(options.routes);
  return async (req: IncomingMessage, res: ServerResponse, path: string, requestId: string) => {
    const body = await apiBody(req, res);
    if (!body) return;
    const found = match(req.method ?? 'GET', path);
    if (found.kind === 'not-found') return sendJson(res, 404, envelope(messages.routeNotFound, 'NOT_FOUND'));
    if (found.kind === 'method-not-allowed')
      return sendJson(res, 405, envelope(messages.methodNotAllowed, 'METHOD_NOT_ALLOWED'), {
        allow: found.allowed.join(', '),
      });
    const jwt = await authorize(found.route, req, options.verifyJwt);
    if (jwt === false) return sendJson(res, 401, envelope(messages.unauthorized, 'UNAUTHORIZED'));
    await callHandler(options, req, res, { ...found, body, jwt, requestId });
  };
};

/** Everything but `/api/*`, as CloudFront serves it: the SPA's files (compressed) and the media bucket. */
const siteHandler = (options: GatewayOptions) => {
  // CloudFront compresses the SPA's text files for clients that accept it (brotli or gzip). Not the API's answers:
  // /api/* is not cached, and CloudFront compresses only what it may cache; the handlers compress their own JSON
  // (functions/src/middleware/compress-response.ts), as they do in AWS.
  const compress = promisify(
    compression() as (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
  );
  const serveStatic = createStaticHandler(options.staticDir);
  return async (req: IncomingMessage, res: ServerResponse, path: string) => {
    await compress(req, res);
    // Every answer is in the envelope, even where CloudFront would answer for the SPA's files.
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendJson(res, 405, envelope(messages.methodNotAllowed, 'METHOD_NOT_ALLOWED'), {
        allow: 'GET, HEAD',
      });
    if (options.mediaOrigin && path.startsWith('/media/'))
      return proxyMedia(res, `${options.mediaOrigin}${path}`, req.method === 'HEAD');
    serveStatic(req, res);
  };
};

/**
 * Requests Node's parser refuses before any handler runs (a 100 KB query string, broken HTTP) get the same
 * envelope and security headers as every other answer, not Node's bare status line.
 */
const answerClientError =
  (headers: Record<string, string>) => (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify(
      tooLarge
        ? envelope(messages.headersTooLarge, 'HEADERS_TOO_LARGE')
        : envelope(messages.malformedRequest, 'VALIDATION_ERROR'),
    );
    const lines = [
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      'connection: close',
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };

/** One JSON line per API request, as the access log of the HTTP API stage. */
const logRequest = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  requestId: string,
  started: number,
) =>
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'api',
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId,
    }),
  );

export const startGateway = async (options: GatewayOptions) => {
  const handleApi = apiHandler(options);
  const handleSite = siteHandler(options);
  const headers = securityHeaders(options.extraOrigins);
  const server = createServer(async (req, res) => {
    const started = performance.now();
    const requestId = randomUUID();
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('x-request-id', requestId);
    if (path !== '/api' && !path.startsWith('/api/')) return handleSite(req, res, path);
    res.setHeader('cache-control', 'no-store');
    try {
      await handleApi(req, res, path, requestId);
    } catch (error) {
      console.error('[gateway] request failed:', error);
      if (!res.headersSent) sendJson(res, 500, envelope(messages.internal, 'INTERNAL'));
      else res.end();
    }
    if (!options.quiet) logRequest(req, res, path, requestId, started);
  });
  server.on('clientError', answerClientError(headers));

  const port = await listen(server, options.port, options.host);
  return {
    url: `http://localhost:${port}`,
    port,
    close: () => closeServer(server),
  };
};
export type Gateway = Awaited<ReturnType<typeof startGateway>>;
