import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../../paths';
import { buildFrontend } from '../../stack/frontend-build';
import { startLocalStack } from '../../stack/stack';
import { BUDGETS } from './budgets';
import { judge, markdownTable } from './report';

/**
 * `npm run bench`: every speed and quality figure beside its budget (budgets.ts), as a table and as a markdown
 * report in test-results/bench/report.md. Each part runs its own script in a fresh process (the scripts stay
 * usable alone; they write their figures with --json). Not part of `npm test`: timed figures are not tests.
 * `population`: how the analyzer's headline numbers spread across people and stay with a person.
 * `scanner`: the label scanner's OCR and INCI matching on the fixture label photos (functions/bench/scanner-bench.ts).
 * `npm run bench -- --check` exits 1 when a budget is not met or not measured; `--only spa,api` runs some parts.
 * API load runs against a fresh local stack on loopback only, bounded in requests and time; the Lighthouse part's
 * script starts its own (one stack per process: handler modules keep the first stack's endpoints).
 */
const PARTS = ['spa', 'handlers', 'analyzer', 'population', 'scanner', 'api', 'lighthouse'] as const;
type Part = (typeof PARTS)[number];

const { values } = parseArgs({
  options: { check: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const only = new Set((values.only?.split(',') ?? PARTS).map((p) => p.trim()));
const unknown = [...only].filter((p) => !PARTS.includes(p as Part));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  process.exit(2);
}

const tsxCli = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
const scratch = await mkdtemp(join(tmpdir(), 'pele-bench-'));

/** Runs one part's script in a fresh process with `--json FILE` and returns the figures it wrote. */
const runScript = async (args: string[]): Promise<Record<string, number>> => {
  const out = join(scratch, `figures-${Math.random().toString(36).slice(2)}.json`);
  const code = await new Promise<number>((resolveRun, reject) => {
    const child = spawn(process.execPath, [...args, '--json', out], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (exitCode) => resolveRun(exitCode ?? 1));
  });
  if (!existsSync(out)) throw new Error(`${args.join(' ')} wrote no figures (exit ${code})`);
  return JSON.parse(await readFile(out, 'utf8')) as Record<string, number>;
};

const API_CONCURRENCY = 50;
const parts: Record<Part, () => Promise<Record<string, number>>> = {
  spa: async () => {
    await buildFrontend();
    return runScript([join(repoRoot, 'frontend/scripts/bundle-size.mjs')]);
  },
  handlers: async () => {
    const script = join(repoRoot, 'functions/bench/handler-bundles-bench.ts');
    if (!existsSync(script)) return {};
    return runScript([tsxCli, script]);
  },
  analyzer: () => runScript([tsxCli, join(repoRoot, 'functions/bench/analyzer-bench.ts')]),
  population: () => runScript([tsxCli, join(repoRoot, 'functions/bench/population-bench.ts')]),
  scanner: () => runScript([tsxCli, join(repoRoot, 'functions/bench/scanner-bench.ts')]),
  api: async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pele-bench-stack-'));
    const stack = await startLocalStack({ dataDir, port: 0, quiet: true, asDeployed: true });
    try {
      // Each route's p99 is compared with its own table calls made bare, in rounds alternating with the route's,
      // and with a bare GetItem measured right after it (products-bench.ts).
      return await runScript([
        tsxCli,
        join(repoRoot, 'functions/bench/products-bench.ts'),
        stack.url,
        '--concurrency',
        String(API_CONCURRENCY),
        '--requests',
        '1500',
        '--seconds',
        '150',
        '--bare-table',
        stack.env.TABLE_NAME ?? '',
      ]);
    } finally {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  lighthouse: async () => {
    await buildFrontend();
    return runScript([tsxCli, join(repoRoot, 'infra/local/tools/bench/lighthouse-bench.ts')]);
  },
};

const figures: Record<string, number> = {};
const failures: string[] = [];
for (const part of PARTS) {
  if (!only.has(part)) continue;
  console.log(`\n━━ bench: ${part} ━━`);
  try {
    Object.assign(figures, await parts[part]());
  } catch (error) {
    failures.push(`${part}: ${(error as Error).message}`);
    console.error(`✖ ${part} failed: ${(error as Error).message}`);
  }
}
await rm(scratch, { recursive: true, force: true });

const prefixes: Record<Part, string> = {
  spa: 'spa.',
  handlers: 'handlers.',
  analyzer: 'analyzer.',
  population: 'population.',
  scanner: 'scanner.',
  api: 'api.',
  lighthouse: 'lighthouse.',
};
const ran = BUDGETS.filter((b) => PARTS.some((p) => only.has(p) && b.key.startsWith(prefixes[p])));
const rows = judge(ran, figures);
const table = markdownTable(rows);
const machine = `node ${process.version}, load average ${loadavg()
  .map((v) => v.toFixed(1))
  .join(' ')}, ${new Date().toISOString()}`;
const report = [
  '# Benchmark report',
  '',
  `\`npm run bench\` on this machine (${machine}).`,
  '',
  table,
  '',
  ...(failures.length ? ['Parts that failed:', ...failures.map((f) => `- ${f}`), ''] : []),
].join('\n');
const reportDir = join(repoRoot, 'test-results/bench');
await mkdir(reportDir, { recursive: true });
await writeFile(join(reportDir, 'report.md'), report);
console.log(`\n${table}\n\n(${machine}; written to test-results/bench/report.md)`);

const missed = rows.filter((r) => r.verdict !== 'met');
if (values.check && (missed.length > 0 || failures.length > 0)) {
  console.error(`\n✖ ${missed.length} budget(s) not met or not measured.`);
  process.exit(1);
}
process.exit(0);
