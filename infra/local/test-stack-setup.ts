import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base address of the gateway, e.g. http://localhost:41234 (paths start with /api). */
    apiUrl: string;
    outboxDir: string;
    adminEmail: string;
    adminPassword: string;
    /** The environment the handlers run with (table, buckets, pool ids, AWS_ENDPOINT_URL_*). */
    stackEnv: Record<string, string>;
    cognito: { userPoolId: string; userPoolClientId: string; issuer: string; endpoint: string };
    /** The local Stripe stand-in: hosted checkout pages and its /_standin test controls. */
    stripeUrl: string;
    /** Every port the stack listens on (gateway and stand-ins), for the loopback-only check. */
    stackPorts: Record<string, number>;
  }
}

/**
 * Global setup of the integration project: one local stack for the whole run, on free ports with a fresh data
 * folder, so a developer's `npm start` (and its data) is never touched. Torn down after the last file.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'pele-it-'));
  const began = performance.now();
  const stack = await startLocalStack({ dataDir, port: 0, quiet: true });
  console.log(
    `[integration] local stack up at ${stack.url} in ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );

  project.provide('apiUrl', stack.url);
  project.provide('outboxDir', stack.outboxDir);
  project.provide('adminEmail', stack.admin.email);
  project.provide('adminPassword', stack.admin.password);
  project.provide('stackEnv', stack.env);
  project.provide('cognito', stack.cognito);
  project.provide('stripeUrl', stack.stripe.url);
  project.provide('stackPorts', stack.ports);
  // Also as environment, for helpers that are not vitest-aware (test workers inherit it).
  process.env.API_URL = stack.url;
  process.env.OUTBOX_DIR = stack.outboxDir;

  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
