/**
 * The stand-in and the real `stripe` SDK pointed at it, with a webhook receiver that checks each event with the
 * SDK's own constructEvent, as the stand-in's contract tests (stripe-local*.test.ts) drive them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { type StripeLocal, startStripeLocal } from './stripe-local';

const secretKey = 'sk_test_local_contract';
const webhookSecret = 'whsec_local_contract';
export let local: StripeLocal;
let receiver: Server;
export let stripe: Stripe;
export const received: Stripe.Event[] = [];
export const rejected: string[] = [];

export const waitFor = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Posts the hosted page's form, as a browser does. */
export const payOnHostedPage = (url: string, card: string) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: card, expiry: '12/34', cvc: '123', name: 'Maria Teste' }),
  });

/** Starts the stand-in and a webhook receiver before the file's tests, and stops both after them. */
export const useStripeLocal = () => {
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          const event = stripe.webhooks.constructEvent(
            Buffer.concat(chunks).toString('utf8'),
            String(req.headers['stripe-signature']),
            webhookSecret,
          );
          received.push(event);
          res.writeHead(200).end('{}');
        } catch (error) {
          rejected.push((error as Error).message);
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const receiverPort = (receiver.address() as AddressInfo).port;
    local = await startStripeLocal({
      port: 0,
      secretKey,
      webhookSecret,
      webhookUrl: `http://127.0.0.1:${receiverPort}/webhook`,
      quiet: true,
    });
    stripe = new Stripe(secretKey, {
      host: '127.0.0.1',
      port: local.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });

  afterAll(async () => {
    await local?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });
};

/** The product's monthly plan as a checkout's line item: R$ 29,90 a month. */
export const premiumMonthlyLine = {
  quantity: 1,
  price_data: {
    currency: 'brl',
    unit_amount: 2990,
    recurring: { interval: 'month' as const },
    product_data: { name: 'Premium Mensal' },
  },
};

/** A one-item payment checkout, paid with the success card. */
export const paySmallPayment = async (name: string) => {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://localhost:3000/ok',
    cancel_url: 'http://localhost:3000/cancel',
    line_items: [{ quantity: 1, price_data: { currency: 'brl', unit_amount: 100, product_data: { name } } }],
  });
  await payOnHostedPage(session.url as string, '4242424242424242');
};

/** A monthly subscription of R$ 29,90 bought on the hosted page, as the product's checkout makes one. */
export const monthlySubscription = async () => {
  const buyer = await stripe.customers.create({ email: 'troca@teste.pele.ai' });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: buyer.id,
    success_url: 'http://localhost:3000/ok',
    cancel_url: 'http://localhost:3000/cancel',
    line_items: [premiumMonthlyLine],
    subscription_data: { metadata: { planId: 'premium-mensal' } },
  });
  await payOnHostedPage(session.url as string, '4242424242424242');
  const done = await stripe.checkout.sessions.retrieve(session.id);
  return stripe.subscriptions.retrieve(done.subscription as string);
};

export const yearlyPrice = () =>
  stripe.prices.create({
    currency: 'brl',
    unit_amount: 17940,
    recurring: { interval: 'year' },
    product_data: { name: 'Premium Anual' },
  });
