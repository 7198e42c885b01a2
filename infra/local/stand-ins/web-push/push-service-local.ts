import { createServer } from 'node:http';
import { closeServer, listen, readBody, sendJson } from '../../http';

/** One message a push service received, as the product's push sender sent it (RFC 8030 / 8291 / 8292). */
export interface ReceivedPush {
  /** The subscription's endpoint path (`/push/<id>`). */
  path: string;
  ttl: string | null;
  urgency: string | null;
  contentEncoding: string | null;
  /** `vapid t=<jwt>, k=<public key>`: the VAPID signature the push service would check. */
  authorization: string | null;
  /** The encrypted payload (aes128gcm), base64; only the subscriber's keys decrypt it. */
  body: string;
  receivedAt: string;
}

/**
 * The local stand-in for a browser vendor's push service: the endpoint a PushSubscription names. It accepts the
 * push POSTs the `web-push` library sends (201, as FCM and Mozilla do), refuses one without VAPID authorization or
 * encrypted body (400/401), answers 410 Gone for endpoints under `/gone/` (a subscription the browser dropped),
 * and keeps what it received for tests and developers: `GET /_standin/pushes` lists them (newest last),
 * `DELETE /_standin/pushes` forgets them. Listens on 127.0.0.1 only.
 */
export const startPushServiceLocal = async (options: { port: number; quiet?: boolean }) => {
  const received: ReceivedPush[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/_standin/pushes') {
        if (req.method === 'DELETE') received.length = 0;
        sendJson(res, 200, { pushes: received });
        return;
      }
      if (
        req.method !== 'POST' ||
        !(url.pathname.startsWith('/push/') || url.pathname.startsWith('/gone/'))
      ) {
        sendJson(res, 404, { reason: 'not a push endpoint' });
        return;
      }
      const body = await readBody(req, 8 * 1024);
      if (url.pathname.startsWith('/gone/')) {
        sendJson(res, 410, { reason: 'subscription expired or unsubscribed' });
        return;
      }
      const authorization = req.headers.authorization ?? null;
      if (!authorization?.startsWith('vapid ')) {
        sendJson(res, 401, { reason: 'missing VAPID authorization' });
        return;
      }
      if (body.length > 0 && req.headers['content-encoding'] !== 'aes128gcm') {
        sendJson(res, 400, { reason: 'payload must be aes128gcm-encrypted' });
        return;
      }
      received.push({
        path: url.pathname,
        ttl: (req.headers.ttl as string | undefined) ?? null,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        contentEncoding: (req.headers['content-encoding'] as string | undefined) ?? null,
        authorization,
        body: body.toString('base64'),
        receivedAt: new Date().toISOString(),
      });
      if (!options.quiet) console.log(`[push] message for ${url.pathname} (${body.length} bytes)`);
      res.writeHead(201, { location: `${url.pathname}/messages/${received.length}` }).end();
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 413, { reason: 'payload too large' });
    });
  });
  const port = await listen(server, options.port);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    stop: () => closeServer(server),
  };
};
