/**
 * CPU time per request of the busiest routes (not a test): what sizes the functions' memory (Lambda gives CPU in
 * proportion to memory, one vCPU at 1,769 MB; see DEFAULT_MEMORY_MB in functions/src/deployment/function-sizing.ts).
 * It starts a local stack in this process on free loopback ports, warms each route up, then sends 200 requests one
 * after another and divides this process's CPU time by them. That CPU includes the local gateway's JWT check and
 * the HTTP client (API Gateway and the caller do those in AWS), so it is an upper bound of the handler's share.
 *
 * Run: npx tsx infra/local/tools/bench/request-cpu-bench.ts [--requests 200]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchApi } from '../../../../functions/bench/bench-api';
import { startLocalStack } from '../../stack/stack';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '200' } } });
const REQUESTS = Math.max(10, Number(values.requests) || 200);

const dataDir = await mkdtemp(join(tmpdir(), 'pele-cpu-bench-'));
const stack = await startLocalStack({ dataDir, port: 0, quiet: true, asDeployed: true });

const { call, register, createRoutine } = benchApi(stack.url);

try {
  const { token } = await register();
  const routine = await createRoutine(token, 'morning');

  const routes: Array<[string, (i: number) => [string, string, unknown?]]> = [
    ['GET /products (keyword)', () => ['GET', '/api/products?keyword=vitamina%20c']],
    ['GET /products/recommended', () => ['GET', '/api/products/recommended']],
    ['GET /routines', () => ['GET', '/api/routines']],
    [
      'POST /routines/step/complete',
      (i) => [
        'POST',
        '/api/routines/step/complete',
        { routineId: routine.id, stepId: routine.steps[i % routine.steps.length]?.id },
      ],
    ],
    ['GET /auth/profile', () => ['GET', '/api/auth/profile']],
    ['GET /subscriptions/paywall-status', () => ['GET', '/api/subscriptions/paywall-status']],
  ];
  const rows = [];
  for (const [name, request] of routes) {
    for (let i = 0; i < 20; i++) await call(...withToken(request(i), token));
    const cpu = process.cpuUsage();
    const began = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const answer = await call(...withToken(request(i), token));
      if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}`);
    }
    const used = process.cpuUsage(cpu);
    rows.push({
      route: name,
      'CPU ms / request': Number(((used.user + used.system) / 1000 / REQUESTS).toFixed(2)),
      'wall ms / request': Number(((performance.now() - began) / REQUESTS).toFixed(1)),
    });
  }
  console.table(rows);
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}

function withToken([method, path, body]: [string, string, unknown?], token: string) {
  return [method, path, token, body] as const;
}
