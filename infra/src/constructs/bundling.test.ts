import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANALYZER_NODE_FLAGS } from '@pele/functions/deployment/function-sizing';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import {
  ANALYZER_MODEL_FILES,
  ANALYZER_MODULES,
  ANALYZER_WRAPPER,
  bundlingFor,
  ESM_REQUIRE_BANNER,
  installedVersion,
  nativeInstallCommands,
  RUNTIME_PROVIDED_MODULES,
  SHARP_BINARY_PACKAGES,
} from './bundling';

const afterBundling = (kind: 'plain' | 'image' | 'analyzer') =>
  bundlingFor(kind).commandHooks?.afterBundling('/repo', '/asset') ?? [];

describe('bundling options', () => {
  it('builds API functions as minified CommonJS with source maps for Node 24 and the AWS SDK from the runtime', () => {
    const options = bundlingFor('plain');
    expect(options).toMatchObject({ format: 'cjs', target: 'node24', minify: true, sourceMap: true });
    expect(options.banner).toBeUndefined();
    expect(options.externalModules).toEqual([...RUNTIME_PROVIDED_MODULES]);
    expect(options.commandHooks).toBeUndefined();
    expect(bundlingFor('image').format).toBe('cjs');
  });

  it('builds the analyzer as ESM with a require shim, since its engine finds its files from import.meta.url', () => {
    const options = bundlingFor('analyzer');
    expect(options).toMatchObject({ format: 'esm', banner: ESM_REQUIRE_BANNER });
    expect(ESM_REQUIRE_BANNER).toContain('createRequire');
  });

  it('installs sharp for linux/arm64 with glibc into image functions and checks both binary packages landed', () => {
    expect(bundlingFor('image').externalModules).toEqual([...RUNTIME_PROVIDED_MODULES, 'sharp']);
    const commands = afterBundling('image').join('\n');
    expect(commands).toMatch(/npm install --prefix '\/asset' --os=linux --cpu=arm64 --libc=glibc /);
    expect(commands).toContain(`'sharp@${installedVersion('sharp')}'`);
    expect(commands).toContain('--ignore-scripts');
    expect(SHARP_BINARY_PACKAGES).toEqual(['@img/sharp-linux-arm64', '@img/sharp-libvips-linux-arm64']);
    for (const name of SHARP_BINARY_PACKAGES)
      expect(commands).toContain(`test -d '/asset/node_modules/${name}'`);
  });

  it('ships the analyzer engine packages and copies its models and WASM files beside the bundle', () => {
    const options = bundlingFor('analyzer');
    expect(options.externalModules).toEqual([...RUNTIME_PROVIDED_MODULES, 'sharp', ...ANALYZER_MODULES]);
    const commands = afterBundling('analyzer');
    const install = commands.find((command) => command.startsWith('npm install'));
    // The SDK comes from the runtime: left out of the bundle and never installed beside it.
    expect(install).not.toContain('@aws-sdk');
    for (const name of ['sharp', ...ANALYZER_MODULES]) {
      expect(install).toContain(`'${name}@${installedVersion(name)}'`);
    }
    for (const file of ANALYZER_MODEL_FILES) {
      expect(commands).toContain(`cp '/repo/node_modules/@vladmandic/human/models/${file}' '/asset/models'/`);
    }
    expect(commands).toContain(
      `cp '/repo/node_modules/@tensorflow/tfjs-backend-wasm/dist'/*.wasm '/asset/wasm'/`,
    );
  });

  it("writes the analyzer's Lambda wrapper, which starts the Node it is given with the V8 flags first", () => {
    const asset = mkdtempSync(join(tmpdir(), 'pele-wrapper-'));
    try {
      const commands = bundlingFor('analyzer').commandHooks?.afterBundling('/repo', asset) ?? [];
      // Only the commands that write the wrapper: the others install packages and copy files from '/repo'.
      for (const command of commands.filter((c) => c.includes(ANALYZER_WRAPPER)))
        execSync(command, { shell: '/bin/bash' });
      // As Lambda starts it: the interpreter's path, then the runtime's own arguments.
      const seen = execFileSync(
        join(asset, ANALYZER_WRAPPER),
        [process.execPath, '--max-semi-space-size=51', '-p', 'JSON.stringify(process.execArgv)'],
        { encoding: 'utf8' },
      );
      expect(JSON.parse(seen)).toEqual(
        expect.arrayContaining([...ANALYZER_NODE_FLAGS, '--max-semi-space-size=51']),
      );
      // Anything but a Node is started as given, arguments untouched.
      expect(
        execFileSync(join(asset, ANALYZER_WRAPPER), ['/bin/echo', 'a b', 'c'], { encoding: 'utf8' }),
      ).toBe('a b c\n');
    } finally {
      rmSync(asset, { recursive: true, force: true });
    }
  });

  it("copies a route's data files into the asset, and gives a plain function without any no hooks", () => {
    const commands = bundlingFor('plain', repoRoot, ['inciDictionary']).commandHooks?.afterBundling(
      '/repo',
      '/asset',
    );
    expect(commands).toEqual([
      "mkdir -p '/asset/data'",
      "cp '/repo/functions/data/inci/cosing-inci.tsv.gz' '/asset/data/cosing-inci.tsv.gz'",
    ]);
    expect(bundlingFor('plain', repoRoot, []).commandHooks).toBeUndefined();
    expect(afterBundling('image').some((command) => command.includes('/asset/data'))).toBe(false);
  });

  it('writes a package.json first so npm never installs into the repository', () => {
    const [first, second] = nativeInstallCommands('/asset', ['sharp'], repoRoot);
    expect(first).toBe(`echo '{"private":true}' > '/asset/package.json'`);
    expect(second).toContain("--prefix '/asset'");
  });
});
