import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Stripe objects as plain JSON, shaped like the API answers them (the fields this product reads and more). */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface StripeState {
  customers: Record<string, StripeObject>;
  prices: Record<string, StripeObject>;
  sessions: Record<string, StripeObject>;
  subscriptions: Record<string, StripeObject>;
  paymentMethods: Record<string, StripeObject>;
  paymentIntents: Record<string, StripeObject>;
  invoices: Record<string, StripeObject>;
  refunds: Record<string, StripeObject>;
  events: StripeObject[];
  /** Answers already given to an Idempotency-Key, replayed as Stripe does. */
  idempotency: Record<string, { status: number; body: unknown }>;
}

const empty = (): StripeState => ({
  customers: {},
  prices: {},
  sessions: {},
  subscriptions: {},
  paymentMethods: {},
  paymentIntents: {},
  invoices: {},
  refunds: {},
  events: [],
  idempotency: {},
});

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** `cus_…`, `cs_test_…`: Stripe's prefixes with 24 random base-62 characters. */
export const newId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(24), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The entry a table holds under `key`, never one of Object.prototype's (an id such as 'toString' from a request
 * must be 'no such object', as in Stripe, not a function the stand-in then trips over).
 */
export const ownEntry = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** In memory, written to a JSON file after every change so a restart of the local run keeps its payments. */
export const createStateStore = (file: string | undefined) => {
  const state: StripeState =
    file && existsSync(file) ? { ...empty(), ...JSON.parse(readFileSync(file, 'utf8')) } : empty();
  return {
    state,
    save() {
      if (!file) return;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(state));
    },
  };
};
export type StateStore = ReturnType<typeof createStateStore>;
