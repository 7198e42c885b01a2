import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { E2eStack } from '../../../../frontend/e2e/support/environment';
import { frontendDir, repoRoot } from '../../paths';
import { buildFrontend, frontendBuildNeeded } from '../../stack/frontend-build';
import { startStackProcesses } from '../../stack/stack-process';
import { playwrightCounts, sumCounts, vitestCounts } from './test-counts';

/**
 * `npm test`: lint, type-check every workspace, every vitest project (unit, infra, frontend, integration), then
 * the end-to-end suite in Chromium against a fresh local stack. Stops at the first failing step.
 */
const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);
const chromium = '/usr/bin/chromium';
const inCi = process.env.CI === 'true' || process.env.CI === '1';

const run = (file: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<number>((resolveRun) => {
    const child = spawn(file, args, { cwd: repoRoot, stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`could not run ${file}: ${error.message}`);
      resolveRun(1);
    });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });

/** Like `run`, but holds the output back and prints it whole when the command ends (parallel runs stay legible). */
const runHeld = (file: string, args: string[]) =>
  new Promise<number>((resolveRun) => {
    const child = spawn(file, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      console.error(`could not run ${file}: ${error.message}`);
      resolveRun(1);
    });
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      resolveRun(code ?? (signal ? 1 : 0));
    });
  });

/** Maps `items` through `action`, at most `limit` at a time, keeping their order. */
const inParallel = async <T, R>(items: readonly T[], limit: number, action: (item: T) => Promise<R>) => {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await action(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

const results: Array<{ name: string; seconds: number; outcome: 'passed' | 'failed' | 'skipped' }> = [];

const step = async (name: string, action: () => Promise<number>) => {
  console.log(`\n━━ ${name} ━━`);
  const began = performance.now();
  let code: number;
  try {
    code = await action();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  const seconds = (performance.now() - began) / 1000;
  results.push({ name, seconds, outcome: code === 0 ? 'passed' : 'failed' });
  if (code !== 0) finish(code);
};

const vitestReport = join(repoRoot, 'test-results/vitest.json');
const playwrightReport = join(repoRoot, 'test-results/e2e/results.json');

const finish = (code: number) => {
  console.log('\n━━ summary ━━');
  for (const result of results) {
    const mark = { passed: '✓', failed: '✖', skipped: '–' }[result.outcome];
    console.log(
      `${mark} ${result.name.padEnd(34)} ${result.seconds.toFixed(1).padStart(6)} s  ${result.outcome}`,
    );
  }
  const counts = sumCounts([vitestCounts(vitestReport), playwrightCounts(playwrightReport)]);
  console.log(code === 0 ? '\nAll tests passed.' : '\nTests FAILED.');
  // One plain line, alone, that CI tooling reads: vitest and playwright totals together.
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(code);
};

/** Playwright's default test file pattern. */
const e2eSpecs = () => {
  const dir = join(frontendDir, 'e2e');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(spec|test)\.[cm]?[jt]sx?$/.test(name),
  );
};

const endToEnd = async () => {
  const config = join(frontendDir, 'playwright.config.ts');
  if (e2eSpecs().length === 0 || !existsSync(config)) {
    console.log('No Playwright specs in frontend/e2e yet: nothing to run.');
    return 0;
  }
  if (!existsSync(chromium)) {
    if (inCi) {
      console.error(
        `✖ ${chromium} is missing: CI must run the end-to-end tests (apt-get install -y chromium).`,
      );
      return 1;
    }
    console.log(`\n${'!'.repeat(78)}\n!! END-TO-END TESTS SKIPPED: ${chromium} is missing.`);
    console.log('!! Install it with: sudo apt-get install -y chromium (CI always runs them).');
    console.log(`${'!'.repeat(78)}\n`);
    return 0;
  }
  // One stack per Playwright worker, each in a process of its own (stack-process.ts): journeys run two at a time
  // and a stack serves one journey at a time. E2E_WORKERS=1 runs them one after another on one stack.
  const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
  const { stacks, stop } = await startStackProcesses(workers, { dataDirPrefix: 'pele-e2e-' });
  try {
    console.log(`local stacks for e2e at ${stacks.map((stack) => stack.url).join(', ')}`);
    const described: E2eStack[] = stacks.map((stack) => ({
      baseUrl: stack.url,
      outboxDir: stack.outboxDir,
      admin: { email: stack.admin.email, password: stack.admin.password },
      // Journeys that need a state no screen makes (a trial that has ended) arrange it in the table directly.
      dynamodbEndpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
      tableName: stack.env.TABLE_NAME ?? '',
    }));
    return await run(bin('playwright'), ['test', '-c', config, '--reporter=list,json'], {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      E2E_STACKS: JSON.stringify(described),
    });
  } finally {
    await stop();
  }
};

const main = async () => {
  await step('lint (biome check)', () => run(bin('biome'), ['check', '.']));
  // Two compilers at a time (one per core), each printing its findings whole when it ends.
  await step('type-check (every workspace)', async () => {
    const codes = await inParallel(['shared', 'functions', 'infra', 'frontend'], 2, async (workspace) => {
      const code = await runHeld(bin('tsc'), ['-p', workspace]);
      console.log(`${code === 0 ? '✓' : '✖'} tsc -p ${workspace}`);
      return code;
    });
    return codes.find((code) => code !== 0) ?? 0;
  });
  await rm(join(repoRoot, 'test-results'), { recursive: true, force: true });
  // Built once, before the tests: the infra project reads what the SPA ships, the e2e suite serves it.
  await step('build the SPA', async () => {
    if (frontendBuildNeeded()) await buildFrontend();
    return 0;
  });
  await step('vitest (unit, infra, frontend, integration)', () =>
    run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
  );
  await step('end-to-end (Playwright, Chromium)', endToEnd);
  finish(0);
};

// Ctrl-C: the children get the signal from the terminal too; the e2e stack is stopped by the exit of this process.
process.on('SIGINT', () => finish(130));
process.on('SIGTERM', () => finish(143));

main().catch((error: unknown) => {
  console.error(error);
  finish(1);
});
