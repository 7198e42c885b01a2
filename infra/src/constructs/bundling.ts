import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ASSET_DATA_DIR, DATA_FILES, type DataFile } from '@pele/functions/deployment/data-files';
import { ANALYZER_NODE_FLAGS } from '@pele/functions/deployment/function-sizing';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { repoRoot } from '../paths';

/** Every function runs on Graviton; native packages in an asset must be built for it. */
export const LAMBDA_ARCHITECTURE = Architecture.ARM_64;
/** npm's name for that CPU (`--cpu`). */
export const LAMBDA_CPU = LAMBDA_ARCHITECTURE === Architecture.X86_64 ? 'x64' : 'arm64';

/**
 * ESM bundles still meet CommonJS dependencies that call `require`; esbuild's shim throws unless a real
 * `require` exists, so the banner creates one. The alias keeps it from clashing with a module's own
 * `createRequire` import.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __peleCreateRequire } from 'node:module'; const require = __peleCreateRequire(import.meta.url);";

/**
 * sharp cannot be bundled: it loads a platform binary (libvips) next to its JavaScript. Installing `sharp` for
 * linux/arm64 brings these two platform packages through its optional dependencies; bundling fails if they
 * are missing from the asset.
 */
export const SHARP_BINARY_PACKAGES = [
  `@img/sharp-linux-${LAMBDA_CPU}`,
  `@img/sharp-libvips-linux-${LAMBDA_CPU}`,
] as const;

/**
 * The analyzer engine loads `@vladmandic/human`'s node-wasm build by path at run time (its exports map blocks
 * it), and that build requires the TensorFlow.js packages by name, so esbuild cannot follow them: they ship
 * as installed packages beside the bundle.
 */
export const ANALYZER_MODULES = [
  '@vladmandic/human',
  '@tensorflow/tfjs-core',
  '@tensorflow/tfjs-converter',
  '@tensorflow/tfjs-backend-wasm',
] as const;

/** Model files the engine needs (BlazeFace + FaceMesh), copied beside the bundle instead of inlined. */
export const ANALYZER_MODEL_FILES = [
  'blazeface.json',
  'blazeface.bin',
  'facemesh.json',
  'facemesh.bin',
] as const;
/** Where the shipped files land inside the Lambda asset (the task root, /var/task, at run time). */
export const ASSET_MODELS_DIR = 'models';
export const ASSET_WASM_DIR = 'wasm';

/** The version installed in the repository, so the asset runs exactly what the tests ran. */
export const installedVersion = (name: string, root = repoRoot): string => {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
};

const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

/**
 * Shell commands that install `modules` into the asset for linux/arm64 with glibc (Lambda's platform),
 * whatever machine synthesizes: npm only installs the build machine's binary otherwise. A package.json is
 * written first so npm treats the asset folder as the project and never walks up to the repository; install
 * scripts are off because sharp's would check for a binary of the build machine. With the npm cache warm
 * this needs no network.
 */
export const nativeInstallCommands = (
  outputDir: string,
  modules: readonly string[],
  root = repoRoot,
): string[] => {
  const specs = modules.map((name) => quote(`${name}@${installedVersion(name, root)}`));
  return [
    `echo '{"private":true}' > ${quote(join(outputDir, 'package.json'))}`,
    [
      'npm install',
      `--prefix ${quote(outputDir)}`,
      '--os=linux',
      `--cpu=${LAMBDA_CPU}`,
      '--libc=glibc',
      '--omit=dev',
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      ...specs,
    ].join(' '),
    ...(modules.includes('sharp')
      ? SHARP_BINARY_PACKAGES.map(
          (name) =>
            `test -d ${quote(join(outputDir, 'node_modules', name))} || { echo 'missing ${name} in the Lambda asset' >&2; exit 1; }`,
        )
      : []),
  ];
};

/** The analyzer's Lambda wrapper script (AWS_LAMBDA_EXEC_WRAPPER), beside its bundle. */
export const ANALYZER_WRAPPER = 'start-node.sh';

/**
 * The wrapper's lines: Lambda starts it with the interpreter's path and the runtime's own arguments, and it starts
 * that Node with ANALYZER_NODE_FLAGS first (flags NODE_OPTIONS refuses). Anything but a Node is started as given:
 * a wrapper that cannot start the runtime fails every invocation.
 */
export const ANALYZER_WRAPPER_LINES: readonly string[] = [
  '#!/bin/bash',
  `case "$1" in */node) exec "$1" ${ANALYZER_NODE_FLAGS.join(' ')} "\${@:2}" ;; *) exec "$@" ;; esac`,
];

/**
 * Copies the analyzer's model and WASM files beside the bundle, writes its wrapper script, and drops what the
 * asset does not need.
 */
export const analyzerFileCommands = (inputDir: string, outputDir: string): string[] => {
  const models = join(inputDir, 'node_modules', '@vladmandic', 'human', 'models');
  const wasm = join(inputDir, 'node_modules', '@tensorflow', 'tfjs-backend-wasm', 'dist');
  const modelsOut = join(outputDir, ASSET_MODELS_DIR);
  const wasmOut = join(outputDir, ASSET_WASM_DIR);
  return [
    `mkdir -p ${quote(modelsOut)} ${quote(wasmOut)}`,
    ...ANALYZER_MODEL_FILES.map((file) => `cp ${quote(join(models, file))} ${quote(modelsOut)}/`),
    `cp ${quote(wasm)}/*.wasm ${quote(wasmOut)}/`,
    `printf '%s\\n' ${ANALYZER_WRAPPER_LINES.map(quote).join(' ')} > ${quote(join(outputDir, ANALYZER_WRAPPER))}`,
    `chmod 755 ${quote(join(outputDir, ANALYZER_WRAPPER))}`,
    // The package's own copy of every model (~40 MB) and the source maps of installed packages are dead weight.
    `rm -rf ${quote(join(outputDir, 'node_modules', '@vladmandic', 'human', 'models'))}`,
    `find ${quote(join(outputDir, 'node_modules'))} -name '*.map' -type f -delete`,
  ];
};

/** Lambda's code folder at run time: the asset's files are there. */
export const TASK_ROOT = '/var/task';

/** Where a data file lands in the asset, relative to its root, and so under TASK_ROOT at run time. */
export const assetPathOf = (file: DataFile) => join(ASSET_DATA_DIR, basename(DATA_FILES[file].source));

/** Copies the route's data files (data-files.ts) from the repository into the asset's data folder. */
export const dataFileCommands = (
  inputDir: string,
  outputDir: string,
  files: readonly DataFile[],
): string[] =>
  files.length === 0
    ? []
    : [
        `mkdir -p ${quote(join(outputDir, ASSET_DATA_DIR))}`,
        ...files.map(
          (file) =>
            `cp ${quote(join(inputDir, DATA_FILES[file].source))} ${quote(join(outputDir, assetPathOf(file)))}`,
        ),
      ];

export type BundleKind = 'plain' | 'image' | 'analyzer';

/**
 * The AWS SDK v3 is taken from the Lambda runtime (nodejs24.x ships it), not bundled. Measured with
 * functions/bench/handler-bundles-bench.ts --sdk=compare (83 API handlers, both variants in the same rounds):
 * bundled, median 631 KB / max 1046 KB minified and import 4.67× / 7.27× a bare `node -e 0`; from the runtime,
 * median 167 KB / max 428 KB and 4.55× / 7.10×. Import time is the same within noise, the code is a quarter
 * (the DynamoDB document client alone is 340 KB bundled, over the 300 KB budget of a handler). Every SDK
 * package the functions import is in the runtime; the newest behaviour they rely on (S3's
 * requestChecksumCalculation, SDK 3.729) is older than the runtime. `@smithy/*` goes with it (CDK's default).
 * The price: AWS moves the runtime's copy on its own schedule (the local run and the tests use the repo's); if
 * that ever bites, putting the SDK back in the bundle is dropping this list.
 */
export const RUNTIME_PROVIDED_MODULES = ['@aws-sdk/*', '@smithy/*'] as const;

/** External (installed beside the bundle, not bundled) packages per kind of function. */
export const externalModulesFor = (kind: BundleKind): string[] => {
  if (kind === 'plain') return [];
  const sharp = ['sharp'];
  return kind === 'analyzer' ? [...sharp, ...ANALYZER_MODULES] : sharp;
};

/**
 * CommonJS for the API and image functions, ESM for the analyzer. Node 24 starts a CommonJS bundle faster: an ES
 * module's named import from a built-in (`import { STATUS_CODES } from 'node:http'` in @middy/util) reads every
 * export of it, and node:http's lazy getters then load undici (about 10 ms); and the runtime's CommonJS SDK is
 * required directly instead of through the ESM loader. Measured with functions/bench/handler-bundles-bench.ts
 * (87 API handlers, 5 rounds, each loaded as the Lambda runtime loads it): import ÷ a bare `node -e 0`, median
 * 6.06× as ESM → 4.85× as CommonJS, slowest 8.76× → 7.04×; sizes unchanged. The asset has no package.json, so
 * Lambda reads `index.js` as CommonJS. The analyzer stays ESM: its engine finds its files from
 * `import.meta.url` (face-runtime.ts).
 */
export const formatFor = (kind: BundleKind): OutputFormat =>
  kind === 'analyzer' ? OutputFormat.ESM : OutputFormat.CJS;

/**
 * The one place that decides how a function is bundled: minified (formatFor) with source maps for Node 24, the
 * AWS SDK from the runtime (RUNTIME_PROVIDED_MODULES), for the functions that process images sharp installed
 * for arm64 (plus the analyzer engine's packages and files), and the data files the route reads from disk.
 */
export const bundlingFor = (
  kind: BundleKind,
  root = repoRoot,
  dataFiles: readonly DataFile[] = [],
): BundlingOptions => ({
  format: formatFor(kind),
  target: 'node24',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  ...(formatFor(kind) === OutputFormat.ESM ? { banner: ESM_REQUIRE_BANNER } : {}),
  externalModules: [...RUNTIME_PROVIDED_MODULES, ...externalModulesFor(kind)],
  ...(kind === 'plain' && dataFiles.length === 0
    ? {}
    : {
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir: string, outputDir: string) => [
            ...(kind === 'plain' ? [] : nativeInstallCommands(outputDir, externalModulesFor(kind), root)),
            ...(kind === 'analyzer' ? analyzerFileCommands(inputDir, outputDir) : []),
            ...dataFileCommands(inputDir, outputDir, dataFiles),
          ],
        },
      }),
});
