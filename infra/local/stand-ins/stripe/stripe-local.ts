import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { closeServer, listen, readBody, sendJson as sendJsonAs } from '../../http';
import { parseForm } from './form-encoding';
import { checkCard, checkoutPage, closedPage } from './hosted-checkout';
import { createStripeApi, type StripeApi } from './stripe-api';
import { StripeError } from './stripe-objects';
import { createStateStore, ownEntry, type StateStore } from './stripe-state';
import { createWebhookDelivery, type WebhookDelivery } from './webhook-delivery';

export interface StripeLocalOptions {
  /** The stack's data folder; state goes to `<dataDir>/stripe/state.json`. Omit for memory only. */
  dataDir?: string;
  port: number;
  secretKey: string;
  webhookUrl: string;
  webhookSecret: string;
  quiet?: boolean;
}

const readText = async (req: IncomingMessage) => (await readBody(req)).toString('utf8');

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  sendJsonAs(res, status, body, { 'request-id': `req_${Date.now()}`, ...headers });

const sendHtml = (res: ServerResponse, status: number, html: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
};

/** The hosted checkout page of a session: the form, then the card checked, declined or accepted. */
const answerCheckout = async (api: StripeApi, req: IncomingMessage, res: ServerResponse, id: string) => {
  const session = api.session(id);
  if (!session) return sendHtml(res, 404, closedPage('Esta sessão de pagamento não existe.'));
  // Stripe's hosted page says the same of a session the merchant expired and of one past its expiry time.
  if (session.status === 'expired')
    return sendHtml(
      res,
      410,
      closedPage('Esta sessão de pagamento expirou. Volte à loja e comece o pagamento de novo.'),
    );
  if (session.status !== 'open') return sendHtml(res, 410, closedPage('Este pagamento já foi concluído.'));
  if (req.method === 'GET') return sendHtml(res, 200, checkoutPage(session));
  const form = new URLSearchParams(await readText(req));
  const values = {
    cardNumber: form.get('cardNumber') ?? '',
    expiry: form.get('expiry') ?? '',
    cvc: form.get('cvc') ?? '',
    name: form.get('name') ?? '',
  };
  const card = checkCard(values);
  if (!card.ok) return sendHtml(res, 400, checkoutPage(session, { values, error: card }));
  const decline = api.testCard(card.number)?.decline;
  if (decline)
    return sendHtml(
      res,
      402,
      checkoutPage(session, { values: { name: values.name }, decline: decline.message }),
    );
  api.completeCheckout(session, card);
  const target = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
  res.writeHead(303, { location: target });
  res.end();
};

/** The stand-in's test controls under `/_standin` (README.md): renewals, the end of a period, webhooks held. */
const answerControl = (
  api: StripeApi,
  webhooks: WebhookDelivery,
  res: ServerResponse,
  method: string,
  parts: string[],
) => {
  const [, kind, id, action] = parts;
  if (kind === 'health') return sendJson(res, 200, { ok: true });
  if (method !== 'POST') return sendJson(res, 405, { error: 'POST only' });
  if (kind === 'events' && id && action === 'redeliver') api.redeliver(id);
  else if (kind === 'subscriptions' && id && action === 'renew') api.renew(id, false);
  else if (kind === 'subscriptions' && id && action === 'fail-renewal') api.renew(id, true);
  else if (kind === 'subscriptions' && id && action === 'expire') api.expire(id);
  else if (kind === 'webhooks' && id === 'pause') webhooks.pause();
  else if (kind === 'webhooks' && id === 'resume') webhooks.resume();
  else return sendJson(res, 404, { error: 'unknown control' });
  return sendJson(res, 200, { ok: true });
};

/** An API call: the secret key checked, an Idempotency-Key's first answer replayed, as Stripe does. */
const answerApi = async (
  context: { api: StripeApi; store: StateStore; secretKey: string },
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => {
  const method = (req.method ?? 'GET').toUpperCase();
  if (req.headers.authorization !== `Bearer ${context.secretKey}`)
    return sendJson(res, 401, {
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided.', code: 'api_key_invalid' },
    });
  const body = method === 'GET' || method === 'DELETE' ? url.search.slice(1) : await readText(req);
  const idempotencyKey = req.headers['idempotency-key'];
  const { store } = context;
  const remembered =
    typeof idempotencyKey === 'string' ? ownEntry(store.state.idempotency, idempotencyKey) : undefined;
  if (method === 'POST' && remembered)
    return sendJson(res, remembered.status, remembered.body, { 'idempotent-replayed': 'true' });
  const answer = context.api.handle(method, url.pathname, parseForm(body));
  if (method === 'POST' && typeof idempotencyKey === 'string') {
    store.state.idempotency[idempotencyKey] = answer;
    store.save();
  }
  return sendJson(res, answer.status, answer.body);
};

/**
 * The local stand-in for Stripe, as DynamoDB Local is for DynamoDB: the product's unchanged Stripe SDK talks
 * to it through `host`/`port`/`protocol`. It serves the API subset in README.md, a hosted checkout page, and
 * delivers signed webhook events to the product. Listens on 127.0.0.1 only.
 */
export const startStripeLocal = async (options: StripeLocalOptions) => {
  const store = createStateStore(options.dataDir ? join(options.dataDir, 'stripe', 'state.json') : undefined);
  const webhooks = createWebhookDelivery({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    quiet: options.quiet,
  });
  let baseUrl = '';
  const api = createStripeApi({ store, webhooks, baseUrl: () => baseUrl });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const parts = url.pathname.split('/').filter(Boolean);
      const method = (req.method ?? 'GET').toUpperCase();
      try {
        if (parts[0] === 'checkout' && parts[1]) return await answerCheckout(api, req, res, parts[1]);
        if (parts[0] === '_standin') return answerControl(api, webhooks, res, method, parts);
        // Browsers ask for it on the hosted page; it is not an API call.
        if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
        return await answerApi({ api, store, secretKey: options.secretKey }, req, res, url);
      } catch (error) {
        if (error instanceof StripeError) return sendJson(res, error.status, error.toJSON());
        if (!options.quiet) console.error('[stripe] request failed', error);
        return sendJson(res, 500, { error: { type: 'api_error', message: 'Erro interno do stand-in.' } });
      }
    })();
  });

  const port = await listen(server, options.port);
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    port,
    webhooks,
    stop: () => closeServer(server),
  };
};
export type StripeLocal = Awaited<ReturnType<typeof startStripeLocal>>;
