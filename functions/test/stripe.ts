import Stripe from 'stripe';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';

/** The local Stripe stand-in as the integration tests drive it: the hosted page and its test controls. */
const env = () => testStack().env;
export const stripeUrl = () => testStack().stripe.url;

let client: Stripe | undefined;
/** The same SDK the product uses, with the stack's keys, for reading what the stand-in holds. */
export const stripeSdk = () => {
  const { STRIPE_SECRET_KEY, STRIPE_API_PORT } = env();
  client ??= new Stripe(STRIPE_SECRET_KEY as string, {
    host: '127.0.0.1',
    port: Number(STRIPE_API_PORT),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return client;
};

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** Pays on the hosted checkout page as a browser posts its form; answers the raw response (303 on success). */
export const payOnHostedPage = (checkoutUrl: string, card: string) =>
  fetch(checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: card, expiry: '12/34', cvc: '123', name: 'Maria Teste' }),
  });

export const stripeControl = async (path: string) => {
  const res = await fetch(`${stripeUrl()}/_standin/${path}`, { method: 'POST' });
  if (!res.ok) throw new Error(`stand-in control ${path}: ${res.status}`);
};

/** The session id Stripe put on the success URL it redirected to. */
export const sessionIdOf = (response: Response) =>
  new URL(response.headers.get('location') as string).searchParams.get('session_id') as string;
