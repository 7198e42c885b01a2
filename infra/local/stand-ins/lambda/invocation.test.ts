import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@aws-lambda-powertools/logger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoke, LOCAL_INVOCATION_ENV } from './invocation';
import { createLambdaContext } from './lambda-context';

/** Log lines the logger wrote, parsed. */
const captureLogs = () => {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  });
  return lines;
};

describe('local invocations running side by side in one process', () => {
  beforeEach(() => {
    vi.stubEnv('AWS_LAMBDA_MAX_CONCURRENCY', LOCAL_INVOCATION_ENV.AWS_LAMBDA_MAX_CONCURRENCY);
    vi.stubEnv('POWERTOOLS_DEV', 'false');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  // What the request-log middleware does: keys appended at the start, a line written after awaiting the table.
  const logger = new Logger({ serviceName: 'invocation-test', logLevel: 'INFO' });
  const handler = async (event: { user: string; waitMs: number }) => {
    logger.resetKeys();
    logger.appendKeys({ userId: event.user });
    await sleep(event.waitMs);
    logger.info('request');
    return event.user;
  };
  const contextFor = (requestId: string) =>
    createLambdaContext({ functionName: 'test', timeoutMs: 1000, requestId });

  it("keep each invocation's log keys its own (one would carry the other's user without it)", async () => {
    const lines = captureLogs();
    // The first one logs after the second has appended its keys.
    const results = await Promise.all([
      invoke(handler, { user: 'ana', waitMs: 30 }, contextFor('req-ana')),
      invoke(handler, { user: 'bia', waitMs: 1 }, contextFor('req-bia')),
    ]);

    expect(results).toEqual(['ana', 'bia']);
    expect(lines.map((line) => line.userId).sort()).toEqual(['ana', 'bia']);
  });

  it('is what makes the difference: the same two calls without it mix the keys up', async () => {
    const lines = captureLogs();
    await Promise.all([handler({ user: 'ana', waitMs: 30 }), handler({ user: 'bia', waitMs: 1 })]);
    expect(lines.map((line) => line.userId)).toEqual(['bia', 'bia']);
  });
});
