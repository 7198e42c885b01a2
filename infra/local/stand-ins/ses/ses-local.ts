import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { closeServer, listen, readBody } from '../../http';
import type { Outbox } from './outbox';

interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[] };
  Content?: {
    Simple?: { Subject?: { Data?: string }; Body?: { Html?: { Data?: string }; Text?: { Data?: string } } };
  };
}

/**
 * The local stand-in for SES (v2 API, `POST /v2/email/outbound-emails`): every mail the product sends with
 * the unchanged SESv2 client lands in the local outbox. Listens on 127.0.0.1 only.
 */
export const startSesLocal = async (options: { port: number; outbox: Outbox }) => {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v2/email/outbound-emails')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Not found' }));
        return;
      }
      let request: SendEmailRequest;
      try {
        request = JSON.parse((await readBody(req)).toString('utf8')) as SendEmailRequest;
      } catch {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Bad JSON' }));
        return;
      }
      const simple = request.Content?.Simple;
      const to = request.Destination?.ToAddresses ?? [];
      if (to.length === 0 || !simple) {
        res
          .writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'BadRequestException' })
          .end(JSON.stringify({ message: 'Destination and Content.Simple are required' }));
        return;
      }
      for (const address of to)
        await options.outbox.write({
          to: address,
          subject: simple.Subject?.Data ?? '',
          html: simple.Body?.Html?.Data ?? simple.Body?.Text?.Data ?? '',
        });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ MessageId: randomUUID() }));
    })();
  });
  const port = await listen(server, options.port);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () => closeServer(server),
  };
};
