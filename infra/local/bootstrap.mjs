// Entry of `npm start`, `npm test`, `npm run bench` and `npm run load`. Plain JavaScript on purpose: it must run on whatever Node the machine has
// (Debian's is 20, past end of life) and get the project onto Node 24 before any TypeScript runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMissing, optOutVariable, planSystemPackages } from './system-packages.mjs';

const entries = {
  start: 'infra/local/stack/start.ts',
  test: 'infra/local/tools/test-runner/run-tests.ts',
  bench: 'infra/local/tools/bench/run-bench.ts',
  load: 'infra/local/tools/load/run-load.ts',
};
const minimumNodeMajor = 22;
const toolsNodeVersion = '24';

const self = fileURLToPath(import.meta.url);
const root = resolve(dirname(self), '../..');
const [command, ...rest] = process.argv.slice(2);

const fail = (message) => {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
};

/** Runs a child with inherited stdio; the parent follows its signals and exit code. */
const runForwarding = (file, args, env) => {
  const child = spawn(file, args, { cwd: root, stdio: 'inherit', env });
  const forward = (signal) => {
    if (child.exitCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
  child.on('error', (error) => fail(`could not start ${file}: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    process.exit(code ?? 1);
  });
};

const runOrFail = (file, args, what) => {
  const result = spawnSync(file, args, { cwd: root, stdio: 'inherit' });
  if (result.error || result.status !== 0)
    fail(`${what} failed (${result.error?.message ?? `exit ${result.status}`})`);
};

// DynamoDB Local starts through a single-file Java program (bound to 127.0.0.1), which needs a JDK's compiler.
const hasJdk = () => {
  const java = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  return !java.error && java.status === 0 && /^jdk\.compiler@/m.test(java.stdout ?? '');
};
const chromiumPath = '/usr/bin/chromium';
const succeeds = (file, args) => {
  const result = spawnSync(file, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
};

/** Installs the JDK (and Chromium for the tests) through apt-get when the machine allows it; else says how. */
const ensureSystemPackages = () => {
  const uid = process.getuid?.() ?? -1;
  const plan = planSystemPackages({
    command,
    platform: process.platform,
    hasJdk: hasJdk(),
    hasChromium: existsSync(chromiumPath),
    uid,
    sudoWithoutPassword: uid !== 0 && process.platform === 'linux' && succeeds('sudo', ['-n', 'true']),
    hasAptGet: process.platform === 'linux' && succeeds('apt-get', ['--version']),
    optOut: ['1', 'true'].includes(process.env[optOutVariable] ?? ''),
    ci: process.env.CI === 'true' || process.env.CI === '1',
  });
  if (plan.missing.length === 0) return;
  if (plan.run.length === 0) {
    const message = describeMissing(plan);
    if (plan.stop) fail(message);
    console.log(`\n! ${message}\n`);
    return;
  }
  console.log(
    `Installing what this machine lacks (${plan.missing.join(', ')}); ${optOutVariable}=1 skips it.`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const [file, ...args] of plan.run) {
    console.log(`$ ${[file, ...args].join(' ')}`);
    const result = spawnSync(file, args, { cwd: root, stdio: 'inherit', env });
    if (result.error || result.status !== 0)
      fail(`${file} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
  if (plan.missing.includes('jdk') && !hasJdk())
    fail('java --list-modules still lists no jdk.compiler after the install.');
  if (plan.missing.includes('chromium') && !existsSync(chromiumPath))
    fail(`${chromiumPath} is still missing after the install.`);
};

if (!(command in entries)) fail(`usage: node infra/local/bootstrap.mjs <${Object.keys(entries).join('|')}>`);

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < minimumNodeMajor) {
  // The npm registry carries the Node binary itself (node-<os>-<cpu>), so a supported Node needs nothing but npm.
  if (!['linux', 'darwin'].includes(process.platform)) {
    fail(
      `Node ${process.versions.node} is too old: install Node ${minimumNodeMajor} or newer (24 LTS recommended).`,
    );
  }
  const packageName = `node-${process.platform}-${process.arch}`;
  const toolsBin = join(root, '.tools/node_modules', packageName, 'bin');
  const toolsNode = join(toolsBin, 'node');
  if (!existsSync(toolsNode)) {
    console.log(
      `Node ${process.versions.node} is too old; installing ${packageName}@${toolsNodeVersion} into .tools/ …`,
    );
    runOrFail(
      'npm',
      [
        'install',
        '--prefix',
        join(root, '.tools'),
        `${packageName}@${toolsNodeVersion}`,
        '--no-save',
        '--no-package-lock',
      ],
      `npm install ${packageName}`,
    );
    if (!existsSync(toolsNode)) fail(`${toolsNode} is missing after the install`);
  }
  // With the tools folder first on PATH, npm/npx and every `node` child run on the new Node too.
  const env = { ...process.env, PATH: `${toolsBin}${delimiter}${process.env.PATH ?? ''}` };
  runForwarding(toolsNode, [self, command, ...rest], env);
} else {
  ensureSystemPackages();

  const lock = join(root, 'package-lock.json');
  const installedLock = join(root, 'node_modules/.package-lock.json');
  const stale = !existsSync(installedLock) || statSync(lock).mtimeMs > statSync(installedLock).mtimeMs;
  if (stale) {
    // `npm install`, not `npm ci`: the lock pins every version all the same, but `npm ci` refuses a lock that
    // lacks optional per-platform packages (Biome's builds for other systems), which a registry mirror may not
    // carry, so a lock made against such a mirror would stop every fresh clone.
    console.log('Installing dependencies (npm install from package-lock.json) …');
    runOrFail('npm', ['install', '--no-audit', '--no-fund'], 'npm install');
  }

  const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
  runForwarding(process.execPath, [tsx, join(root, entries[command]), ...rest], process.env);
}
