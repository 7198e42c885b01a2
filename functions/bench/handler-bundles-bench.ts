/**
 * Benchmark of the API handlers' Lambda bundles (not a test): each handler is bundled with the options CDK's
 * NodejsFunction gets from `bundlingFor` (infra/src/constructs/bundling.ts), then the script prints its
 * minified size and the time a fresh Node process takes to import it (its cold import), and the peak resident
 * memory of that process. The cold import is given as a ratio to a bare import of the libraries the handler must
 * load (the AWS SDK packages it imports, as the runtime provides them, and `stripe` or `sharp` where it uses them),
 * bundled with the same options: what is left is the cost of the handler's own code and of the libraries it chose
 * (zod, middy, Powertools). The ratio to a bare `node -e 0` is printed too. Each bundle is timed right after its
 * baseline and the ratio taken pair by pair, so a busy machine slows both alike; the bundles near the budget are
 * timed again (CONFIRM_FROM). Ends with the median and max, and the modules that dominate the largest bundle.
 *
 * Run: npx tsx functions/bench/handler-bundles-bench.ts [--sdk=cdk|bundled|external|compare] [--runs=7]
 *        [--only=word] [--keep]
 *   --sdk=cdk       the AWS SDK as CDK's options say (default)
 *   --sdk=bundled   the AWS SDK forced into every bundle
 *   --sdk=external  the AWS SDK left out (`@aws-sdk/*`, `@smithy/*`) and imported from node_modules, as the
 *                   Lambda runtime imports its own copy
 *   --sdk=compare   both of the above, measured in the same rounds
 *   --runs=0        sizes only
 *   --only=word     only the handlers whose module path contains the word
 *   --keep          leave the bundles (and their metafiles) in the temporary folder, to profile them
 *   --json FILE     also write the figures (of the first variant) to FILE, for `npm run bench`
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { bundlingFor } from '../../infra/src/constructs/bundling';
import { esbuildOptionsOf } from '../../infra/src/constructs/esbuild-options';
import { bundleKindFor } from '../../infra/src/stacks/routes-stack';
import { routeDeployments } from '../src/deployment/route-deployments';

type Variant = 'cdk' | 'bundled' | 'external';
const repoRoot = join(import.meta.dirname, '..', '..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SDK = arg('sdk') ?? 'cdk';
const VARIANTS: Variant[] = SDK === 'compare' ? ['bundled', 'external'] : [SDK as Variant];
const RUNS = Number(arg('runs') ?? 7);
const ONLY = arg('only');
const KEEP = process.argv.includes('--keep');
/** What every function runs with (infra/src/constructs/node-function.ts sets it in NODE_OPTIONS). */
const LAMBDA_NODE_FLAGS = ['--enable-source-maps'];
/** What the Lambda runtime provides. */
const RUNTIME_SDK = ['@aws-sdk/*', '@smithy/*'];

/** CDK's options for the handler, with the AWS SDK moved in or out of the bundle when asked. */
const optionsFor = (handler: string, variant: Variant): BuildOptions => {
  const options = esbuildOptionsOf(bundlingFor(bundleKindFor(handler)));
  const others = (options.external ?? []).filter((name) => !RUNTIME_SDK.includes(name));
  if (variant === 'bundled') return { ...options, external: others };
  if (variant === 'external') return { ...options, external: [...others, ...RUNTIME_SDK] };
  return options;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** What the functions find in their environment; placeholders, nothing is called. */
const benchEnv = {
  PATH: process.env.PATH ?? '',
  TABLE_NAME: 'bench',
  UPLOADS_BUCKET: 'bench-uploads',
  MEDIA_BUCKET: 'bench-media',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  APP_URL: 'https://bench.invalid',
  AWS_REGION: 'us-east-1',
  LOG_LEVEL: 'INFO',
};

/** Wall time of one fresh Node process in milliseconds, and what it printed. */
const timeNode = (args: string[]) => {
  const start = performance.now();
  const out = execFileSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: benchEnv });
  return { ms: performance.now() - start, out: out.toString() };
};

interface Bundle {
  variant: Variant;
  handler: string;
  file: string;
  bytes: number;
  metafile: Metafile;
  times: number[];
  /** Each round's import time ÷ its library baseline's, timed just before it. */
  ratios: number[];
  /** The same from the confirming rounds (CONFIRM_FROM), where it was measured again. */
  confirmed: number[];
  /** Peak resident memory of the process that imported it, in MB. */
  rssMb: number[];
  /** The libraries it must load, as the name of their baseline bundle (`libraryBaselines`). */
  libraries: string;
}

/** A bundle of nothing but some libraries, loaded as the handlers load them. */
interface Baseline {
  file: string;
  times: number[];
}

/**
 * The libraries a bundle must load: the packages it leaves external (the runtime's AWS SDK, sharp), and those of
 * LIBRARIES_IN_BUNDLE it carries.
 */
const LIBRARIES_IN_BUNDLE = ['stripe'];
const librariesOf = (metafile: Metafile): string[] => {
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint);
  const external = (output?.imports ?? [])
    .filter((i) => i.external && !i.path.startsWith('node:'))
    .map((i) => i.path);
  const carried = LIBRARIES_IN_BUNDLE.filter((name) =>
    Object.keys(metafile.inputs).some((path) => path.includes(`node_modules/${name}/`)),
  );
  return [...new Set([...external, ...carried])].sort();
};

const outDir = mkdtempSync(join(tmpdir(), 'handler-bundles-'));
// Externals (sharp, or the SDK with --sdk=external) resolve from the repository's packages, as the runtime's own.
symlinkSync(join(repoRoot, 'node_modules'), join(outDir, 'node_modules'), 'dir');

const buildAll = async (handlers: string[]) => {
  const bundles: Bundle[] = [];
  for (const variant of VARIANTS) {
    const start = performance.now();
    for (const handler of handlers) {
      const options = optionsFor(handler, variant);
      // The names NodejsFunction gives the bundle: index.mjs for ESM, index.js for CommonJS.
      const file = join(
        outDir,
        variant,
        handler.replace('/', '__'),
        options.format === 'esm' ? 'index.mjs' : 'index.js',
      );
      mkdirSync(join(file, '..'), { recursive: true });
      const result = await build({
        ...options,
        metafile: true,
        entryPoints: [join(repoRoot, 'functions/src/handlers', `${handler}.ts`)],
        outfile: file,
      });
      const metafile = result.metafile ?? { inputs: {}, outputs: {} };
      if (KEEP) writeFileSync(`${file}.meta.json`, JSON.stringify(metafile));
      bundles.push({
        variant,
        handler,
        file,
        bytes: statSync(file).size,
        metafile,
        times: [],
        ratios: [],
        confirmed: [],
        rssMb: [],
        libraries: `${variant}:${librariesOf(metafile).join(',')}`,
      });
    }
    const seconds = ((performance.now() - start) / 1000).toFixed(1);
    console.log(`${handlers.length} handlers bundled (AWS SDK: ${variant}) in ${seconds} s into ${outDir}`);
  }
  return bundles;
};

/**
 * One baseline bundle per set of libraries the handlers load: an entry that requires each library (the whole
 * package, as a handler's import of one client loads it), built with the first such handler's options.
 */
const buildBaselines = async (bundles: Bundle[]) => {
  const baselines = new Map<string, Baseline>();
  for (const bundle of bundles) {
    if (baselines.has(bundle.libraries)) continue;
    const [, list = ''] = bundle.libraries.split(':');
    const dir = join(outDir, 'baselines', String(baselines.size));
    mkdirSync(dir, { recursive: true });
    const entry = join(dir, 'entry.js');
    const names = list ? list.split(',') : [];
    // Kept reachable, so the bundler drops nothing of what the handler carries.
    writeFileSync(
      entry,
      `globalThis.__libraries = [${names.map((n) => `require(${JSON.stringify(n)})`).join(', ')}];\n`,
    );
    const options = optionsFor(bundle.handler, bundle.variant);
    const file = join(dir, options.format === 'esm' ? 'index.mjs' : 'index.js');
    await build({ ...options, entryPoints: [entry], outfile: file, sourcemap: options.sourcemap });
    baselines.set(bundle.libraries, { file, times: [] });
  }
  return baselines;
};

/** Wall time of a fresh Node process importing `file` as the Lambda runtime does, and its peak RSS in MB. */
const timeImport = (file: string) => {
  // As the Lambda runtime loads a handler: require() for CommonJS, import() for an ES module.
  const rss = 'process.stdout.write(String(process.resourceUsage().maxRSS))';
  const { ms, out } = file.endsWith('.mjs')
    ? timeNode([
        ...LAMBDA_NODE_FLAGS,
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(pathToFileURL(file).href)}); ${rss}`,
      ])
    : timeNode([...LAMBDA_NODE_FLAGS, '-e', `require(${JSON.stringify(file)}); ${rss}`]);
  return { ms, rssMb: Number(out) / 1024 };
};

/**
 * Rounds: a bare node, then every bundle once, each just after its library baseline, so that the pair sees the
 * same machine (a round takes minutes, over which a shared machine's speed drifts); medians over the rounds.
 */
const measureImports = (bundles: Bundle[], baselines: Map<string, Baseline>) => {
  const bare: number[] = [];
  for (let round = 0; round < RUNS; round++) {
    bare.push(timeNode(['-e', '0']).ms);
    for (const bundle of bundles) {
      const baseline = baselines.get(bundle.libraries);
      const libraries = baseline ? timeImport(baseline.file).ms : Number.NaN;
      baseline?.times.push(libraries);
      const { ms, rssMb } = timeImport(bundle.file);
      bundle.times.push(ms);
      bundle.ratios.push(ms / libraries);
      bundle.rssMb.push(rssMb);
    }
  }
  return median(bare);
};

/**
 * A handler's ratio is the median of RUNS pairs, and moves by about 0.07 between runs on this machine; over a
 * hundred handlers the largest of them is then mostly the largest noise. So every handler the first rounds put at
 * CONFIRM_FROM or above is timed again, CONFIRM_RUNS fresh pairs in rounds of their own, and its ratio is the
 * median of its confirming pairs alone: the first rounds only choose which handlers to time more, and their noise
 * does not pick the figure.
 */
const CONFIRM_FROM = 1.15;
const CONFIRM_RUNS = 2 * RUNS;

/** CONFIRM_RUNS more pairs of each bundle, in rounds, appended to what it confirmed. */
const timeAgain = (bundles: Bundle[], baselines: Map<string, Baseline>) => {
  for (let round = 0; round < CONFIRM_RUNS; round++)
    for (const bundle of bundles) {
      const baseline = baselines.get(bundle.libraries);
      const libraries = baseline ? timeImport(baseline.file).ms : Number.NaN;
      bundle.confirmed.push(timeImport(bundle.file).ms / libraries);
    }
};

/**
 * The figure is the largest ratio, and among some fifty confirmed medians of 14 pairs, each about ±0.05, the
 * largest is still partly the noise's pick: another run of the same code puts another handler on top. So the
 * contenders for it, the confirmed within CONTEND_WITHIN of the largest (at least CONTENDERS_MIN of them), are
 * timed CONFIRM_RUNS pairs more, and their figure is the median of all their confirming pairs.
 */
const CONTEND_WITHIN = 0.05;
const CONTENDERS_MIN = 5;

const confirmImports = (bundles: Bundle[], baselines: Map<string, Baseline>) => {
  const suspects = bundles.filter((bundle) => median(bundle.ratios) >= CONFIRM_FROM);
  timeAgain(suspects, baselines);
  const ranked = [...suspects].sort((a, b) => median(b.confirmed) - median(a.confirmed));
  const top = ranked[0] ? median(ranked[0].confirmed) : 0;
  const contenders = ranked.filter(
    (bundle, rank) => rank < CONTENDERS_MIN || median(bundle.confirmed) >= top - CONTEND_WITHIN,
  );
  timeAgain(contenders, baselines);
  return { suspects: suspects.length, contenders: contenders.length };
};

const printLargest = (largest: Bundle) => {
  const output = Object.values(largest.metafile.outputs).find((o) => o.entryPoint);
  const byPackage = new Map<string, number>();
  for (const [path, input] of Object.entries(output?.inputs ?? {})) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.split('/').slice(0, 3).join('/');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + input.bytesInOutput);
  }
  console.log(`\nlargest bundle, ${largest.handler}: what its ${kb(largest.bytes)} are made of`);
  for (const [pkg, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${kb(bytes).padStart(7)}  ${pkg}`);
  }
};

/** The bundle budgets: the Stripe SDK (about 240 KB, not tree-shakable) has a ceiling of its own. */
const MAX_KB = 200;
const MAX_STRIPE_KB = 450;
const carriesStripe = (bundle: Bundle) =>
  bundle.libraries.split(':')[1]?.split(',').includes('stripe') ?? false;

const report = (
  variant: Variant,
  bundles: Bundle[],
  bare: number,
  baselines: Map<string, Baseline>,
): Record<string, number> => {
  const rows = bundles
    .filter((b) => b.variant === variant)
    .map((b) => {
      const libraries = median(baselines.get(b.libraries)?.times ?? []);
      return {
        ...b,
        ms: median(b.times),
        ratio: median(b.times) / bare,
        librariesMs: libraries,
        coldRatio: median(b.confirmed.length ? b.confirmed : b.ratios),
        rss: median(b.rssMb),
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
  console.log(`\n=== AWS SDK: ${variant}`);
  console.log(
    `${'handler'.padEnd(36)} ${'minified'.padStart(9)} ${'import'.padStart(8)} ${'libs'.padStart(7)} ${'÷ libs'.padStart(7)} ${'÷ node'.padStart(7)} ${'peak RSS'.padStart(9)}`,
  );
  for (const row of rows) {
    const cell = (text: string, width: number) => (RUNS ? text : '').padStart(width);
    console.log(
      `${row.handler.padEnd(36)} ${kb(row.bytes).padStart(9)} ${cell(`${row.ms.toFixed(0)} ms`, 8)} ${cell(`${row.librariesMs.toFixed(0)} ms`, 7)} ${cell(`${row.coldRatio.toFixed(2)}×`, 7)} ${cell(`${row.ratio.toFixed(2)}×`, 7)} ${cell(`${row.rss.toFixed(0)} MB`, 9)}`,
    );
  }
  const sizes = rows.map((r) => r.bytes);
  const plain = rows.filter((r) => !carriesStripe(r)).map((r) => r.bytes);
  const stripe = rows.filter(carriesStripe).map((r) => r.bytes);
  const ratios = rows.map((r) => r.ratio);
  const coldRatios = rows.map((r) => r.coldRatio);
  console.log(
    `\n[${variant}] minified size: median ${kb(median(sizes))}; without Stripe max ${kb(Math.max(...plain))} (target ≤ ${MAX_KB} KB), with Stripe max ${kb(Math.max(0, ...stripe))} (target ≤ ${MAX_STRIPE_KB} KB)`,
  );
  if (RUNS) {
    console.log(
      `[${variant}] cold import / bare import of its libraries: median ${median(coldRatios).toFixed(2)}×, max ${Math.max(...coldRatios).toFixed(2)}× (target ≤ 1.25×)`,
    );
    console.log(
      `[${variant}] cold import / bare node: median ${median(ratios).toFixed(2)}×, max ${Math.max(...ratios).toFixed(2)}×`,
    );
    const rss = rows.map((r) => r.rss);
    console.log(
      `[${variant}] peak RSS after import: median ${median(rss).toFixed(0)} MB, max ${Math.max(...rss).toFixed(0)} MB`,
    );
  }
  if (rows[0]) printLargest(rows[0]);
  return {
    'handlers.medianKb': median(sizes) / 1024,
    'handlers.maxKb': Math.max(...sizes) / 1024,
    'handlers.maxKbWithoutStripe': Math.max(...plain) / 1024,
    'handlers.maxKbWithStripe': Math.max(0, ...stripe) / 1024,
    ...(RUNS
      ? {
          'handlers.importRatioMedian': median(ratios),
          'handlers.importRatioMax': Math.max(...ratios),
          'handlers.coldImportRatioMedian': median(coldRatios),
          'handlers.coldImportRatioMax': Math.max(...coldRatios),
        }
      : {}),
  };
};

try {
  const handlers = Object.values(routeDeployments)
    .map((deployment) => deployment.handler)
    .filter((handler) => !ONLY || handler.includes(ONLY));
  const bundles = await buildAll(handlers);
  const baselines = await buildBaselines(bundles);
  const bare = RUNS ? measureImports(bundles, baselines) : 0;
  if (RUNS) console.log(`bare \`node -e 0\`: ${bare.toFixed(0)} ms (median of ${RUNS})`);
  if (RUNS) {
    const { suspects, contenders } = confirmImports(bundles, baselines);
    console.log(
      `${suspects} bundles at ${CONFIRM_FROM}× their libraries or above timed again, ${CONFIRM_RUNS} pairs each; the ${contenders} nearest the largest, ${CONFIRM_RUNS} pairs more`,
    );
  }
  const figures = VARIANTS.map((variant) => report(variant, bundles, bare, baselines));
  const jsonFlag = process.argv.indexOf('--json');
  if (jsonFlag > 0) writeFileSync(process.argv[jsonFlag + 1] ?? '', JSON.stringify(figures[0]));
} finally {
  if (!KEEP) rmSync(outDir, { recursive: true, force: true });
}
