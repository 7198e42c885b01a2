import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The HTTP plumbing every local server shares (the gateway and each stand-in): reading a request's body and
 * answering in JSON. Each server keeps its own error shape, as the service it stands in for has its own (the
 * API's `{success:false, error}` envelope, Lambda's `{Type, message}`, Stripe's `{error:{…}}`, S3's XML).
 */

/** A request body longer than the reader's limit. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

/** The stand-ins' requests are small (JSON, a form); what the gateway and S3 accept is set by their callers. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The whole body of a request (no streaming: they are small). Past `limit` it keeps draining, so the client
 * still reads the answer, keeps nothing, and rejects with BodyTooLarge once the request has ended.
 */
export const readBody = (req: IncomingMessage, limit = DEFAULT_BODY_LIMIT) =>
  new Promise<Buffer>((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () =>
      size > limit ? reject(new BodyTooLarge(limit)) : resolveBody(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });

/** Answers with `body` as JSON (an empty body when undefined) and any headers the service adds. */
export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

/** Starts `server` on `port` (0: any free one) of the loopback address unless told otherwise; resolves its port. */
export const listen = async (server: Server, port: number, host = '127.0.0.1'): Promise<number> => {
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  return (server.address() as AddressInfo).port;
};

/** Closes `server` now, its open keep-alive connections too (a stopped stand-in must free its port at once). */
export const closeServer = (server: Server) =>
  new Promise<void>((resolveClose) => {
    server.closeAllConnections();
    server.close(() => resolveClose());
  });
