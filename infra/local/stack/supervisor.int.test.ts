import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testStack } from '../tools/test-runner/test-stack';

const apiUrl = testStack().url;
const dynamoPort = testStack().ports.dynamodb as number;
const cognitoPort = testStack().ports.cognito as number;

/** The id of a process of this machine whose command line has every one of `parts`. */
const pidOf = async (...parts: string[]): Promise<number | undefined> => {
  const { stdout } = await promisify(execFile)('ps', ['-eo', 'pid=,args=']);
  const line = stdout.split('\n').find((row) => parts.every((part) => row.includes(part)));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
};
/** This stack's DynamoDB Local JVM and cognito-local process, told from the other stack's by their ports. */
const dynamoPid = () => pidOf('LoopbackDynamoDbLocal.java', `-port ${dynamoPort} `);
const cognitoPid = () => pidOf('cognito-server.mjs', `--port ${cognitoPort}`);

/** Asks until the answer is 200 or `seconds` have passed; answers the last answer. */
const untilOk = async (ask: () => ReturnType<typeof call>, seconds: number) => {
  const deadline = Date.now() + seconds * 1000;
  let answer = await ask();
  while (answer.status !== 200 && Date.now() < deadline) {
    await sleep(500);
    answer = await ask();
  }
  return answer;
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
    const after = await untilOk(() => call('GET', '/api/auth/profile', { token }), 90);
    expect(after.status).toBe(200);
    expect(after.body.data?.name).toBe('Ana Supervisão');
    const restarted = await dynamoPid();
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(before);
  }, 120_000);

  it('brings cognito-local back on its own after it is killed, with its accounts', async () => {
    const email = `supervisor.cognito.${Date.now().toString(36)}@teste.pele.ai`;
    const account = { email, password: 'segredo123' };
    expect(
      (await call('POST', '/api/auth/register', { body: { name: 'Bia Supervisão', ...account } })).status,
    ).toBe(201);
    const before = await cognitoPid();
    expect(before).toBeDefined();
    process.kill(before as number, 'SIGKILL');

    const during = await call('POST', '/api/auth/login', { body: account });
    expect(during.status).toBe(503);
    expect(during.body.success).toBe(false);
    expect(Number(during.retryAfter)).toBeGreaterThan(0);

    const after = await untilOk(() => call('POST', '/api/auth/login', { body: account }), 60);
    expect(after.status).toBe(200);
    const restarted = await cognitoPid();
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(before);
  }, 90_000);
});
