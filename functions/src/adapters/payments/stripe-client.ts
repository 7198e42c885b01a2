import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import { config } from '../../config';

export interface StripeAccount {
  stripe: Stripe;
  webhookSecret: string;
}

const secrets = new SecretsManagerClient({});

/** In AWS the keys live in one Secrets Manager secret, read once per container; locally they are in the env. */
const loadKeys = async (): Promise<{ secretKey?: string; webhookSecret?: string }> => {
  const secretId = config.stripeSecretId;
  if (!secretId) return { secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret };
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
  const parsed = JSON.parse(SecretString ?? '{}') as { secretKey?: string; webhookSecret?: string };
  return { secretKey: parsed.secretKey, webhookSecret: parsed.webhookSecret };
};

let account: Promise<StripeAccount | null> | undefined;

/**
 * The Stripe SDK, built once per container. Null when no key is configured (a stage deployed without
 * payments): callers answer that payments are unavailable instead of failing obscurely. Locally the same SDK
 * talks to the local Stripe stand-in through its host/port/protocol options.
 */
export const stripeAccount = (): Promise<StripeAccount | null> => {
  account ??= loadKeys().then(({ secretKey, webhookSecret }) => {
    if (!secretKey || !webhookSecret) return null;
    const api = config.stripeApi;
    const stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 8_000,
      ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
    });
    return { stripe, webhookSecret };
  });
  // A failed read (throttling, a network blip) is not cached: the next call tries again.
  account.catch(() => {
    account = undefined;
  });
  return account;
};
