import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testStack } from './testing/test-stack';

const apiUrl = testStack().url;
const dynamoPort = testStack().ports.dynamodb as number;

/** The process id of this stack's DynamoDB Local JVM, found by its launcher and port among the machine's processes. */
const dynamoPid = async (): Promise<number | undefined> => {
  const { stdout } = await promisify(execFile)('ps', ['-eo', 'pid=,args=']);
  const line = stdout
    .split('\n')
    .find((row) => row.includes('LoopbackDynamoDbLocal.java') && row.includes(`-port ${dynamoPort} `));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
};

const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { success: boolean; data?: Record<string, unknown> },
  };
};

describe('the local run supervises its stand-ins', () => {
  it('brings DynamoDB Local back on its own after it is killed, with its data, and the API answers again', async () => {
    const email = `supervisor.${Date.now().toString(36)}@teste.pele.ai`;
    const registered = await call('POST', '/api/auth/register', {
      body: { name: 'Ana Supervisão', email, password: 'segredo123' },
    });
    expect(registered.status).toBe(201);
    const token = registered.body.data?.token as string;

    const before = await dynamoPid();
    expect(before).toBeDefined();
    process.kill(before as number, 'SIGKILL');

    // While it is down the API says so, in the envelope, with Retry-After.
    const during = await call('GET', '/api/auth/profile', { token });
    expect(during.status).toBe(503);
    expect(during.body.success).toBe(false);
    expect(Number(during.retryAfter)).toBeGreaterThan(0);

    // Nobody restarts it: the supervisor does.
    const deadline = Date.now() + 90_000;
    let after = during;
    while (after.status !== 200 && Date.now() < deadline) {
      await sleep(500);
      after = await call('GET', '/api/auth/profile', { token });
    }
    expect(after.status).toBe(200);
    expect(after.body.data?.name).toBe('Ana Supervisão');
    const restarted = await dynamoPid();
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(before);
  }, 120_000);
});
