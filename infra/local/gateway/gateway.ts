import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { ErrorCode, ErrorEnvelope } from '@pele/shared/envelope';
import { server as messages } from '@pele/shared/messages';
import type { Access } from '@pele/shared/route-def';
import compression from 'compression';
import { BodyTooLarge, readBody, sendJson } from '../http';
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

export const startGateway = async (options: {
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
}) => {
  const match = createRouteMatcher(options.routes);
  // CloudFront compresses the SPA's text files for clients that accept it (brotli or gzip). Not the API's answers:
  // /api/* is not cached, and CloudFront compresses only what it may cache; the handlers compress their own JSON
  // (functions/src/middleware/compress-response.ts), as they do in AWS.
  const compress = promisify(
    compression() as (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
  );
  const serveStatic = createStaticHandler(options.staticDir);
  const headers = securityHeaders(options.extraOrigins);

  const handleApi = async (req: IncomingMessage, res: ServerResponse, path: string, requestId: string) => {
    const method = req.method ?? 'GET';
    const declared = Number(req.headers['content-length'] ?? 0);
    let body: Buffer;
    try {
      body = await readBody(req, declared > maxBodyBytes ? 0 : maxBodyBytes);
      if (declared > maxBodyBytes) throw new BodyTooLarge(maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendJson(res, 413, envelope(messages.bodyTooLarge, 'PAYLOAD_TOO_LARGE'));
        return;
      }
      throw error;
    }

    const found = match(method, path);
    if (found.kind === 'not-found') {
      sendJson(res, 404, envelope(messages.routeNotFound, 'NOT_FOUND'));
      return;
    }
    if (found.kind === 'method-not-allowed') {
      sendJson(res, 405, envelope(messages.methodNotAllowed, 'METHOD_NOT_ALLOWED'), {
        allow: found.allowed.join(', '),
      });
      return;
    }
    const { route, pathParameters } = found;

    let jwt: { claims: Record<string, string>; scopes: string[] } | undefined;
    if (route.access !== 'public') {
      const payload = await options.verifyJwt(req.headers.authorization);
      if (!payload) {
        sendJson(res, 401, envelope(messages.unauthorized, 'UNAUTHORIZED'));
        return;
      }
      const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
      jwt = { claims: toAuthorizerClaims(payload), scopes };
    }

    const event = buildHttpApiEvent({
      method,
      url: req.url ?? path,
      headers: req.headers,
      body,
      sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      requestId,
      routeKey: `${route.method} ${route.path}`,
      pathParameters,
      jwt,
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
      const handler = await options.loadHandler(route.handler);
      result = await invoke(handler, event, context);
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

  const server = createServer(async (req, res) => {
    const started = performance.now();
    const requestId = randomUUID();
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('x-request-id', requestId);

    if (path !== '/api' && !path.startsWith('/api/')) {
      await compress(req, res);
      // Every answer is in the envelope, even where CloudFront would answer for the SPA's files.
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, envelope(messages.methodNotAllowed, 'METHOD_NOT_ALLOWED'), { allow: 'GET, HEAD' });
        return;
      }
      if (options.mediaOrigin && path.startsWith('/media/')) {
        await proxyMedia(res, `${options.mediaOrigin}${path}`, req.method === 'HEAD');
        return;
      }
      serveStatic(req, res);
      return;
    }
    res.setHeader('cache-control', 'no-store');
    try {
      await handleApi(req, res, path, requestId);
    } catch (error) {
      console.error('[gateway] request failed:', error);
      if (!res.headersSent) sendJson(res, 500, envelope(messages.internal, 'INTERNAL'));
      else res.end();
    }
    if (!options.quiet) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      console.log(
        JSON.stringify({
          level: 'info',
          msg: 'api',
          method: req.method,
          path,
          status: res.statusCode,
          ms,
          requestId,
        }),
      );
    }
  });

  // Requests Node's parser refuses before any handler runs (a 100 KB query string, broken HTTP) get the same
  // envelope and security headers as every other answer, not Node's bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
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
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
};
export type Gateway = Awaited<ReturnType<typeof startGateway>>;
