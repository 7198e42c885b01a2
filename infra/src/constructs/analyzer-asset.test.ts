import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnResource } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import {
  ANALYZER_MODEL_FILES,
  ANALYZER_WRAPPER,
  ASSET_MODELS_DIR,
  ASSET_WASM_DIR,
  SHARP_BINARY_PACKAGES,
} from './bundling';

const AARCH64 = 183;

/**
 * Bundles the analyzer for real (esbuild + npm install of the arm64 packages, from the npm cache when warm) and
 * looks inside the asset Lambda would receive. Only the API stack is bundled, to keep it to seconds.
 */
describe('analyzer asset', () => {
  it('holds sharp built for linux/arm64, the engine packages, the models, the WASM files and its wrapper', () => {
    const { app, api } = buildTestApp({}, { context: { 'aws:cdk:bundling-stacks': ['PeleApi'] } });
    const assembly = app.synth();
    const template = assembly.getStackByName(api.stackName).template as {
      Resources: Record<string, { Properties: { Code?: { S3Key?: string } } }>;
    };
    const analyzerId = api.resolve(
      (api.analyzer.function.fn.node.defaultChild as CfnResource).logicalId,
    ) as string;
    const key = template.Resources[analyzerId]?.Properties.Code?.S3Key ?? '';
    const asset = join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);

    expect(readdirSync(asset)).toEqual(
      expect.arrayContaining(['index.mjs', 'index.mjs.map', 'node_modules']),
    );
    for (const name of SHARP_BINARY_PACKAGES)
      expect(existsSync(join(asset, 'node_modules', name)), name).toBe(true);
    const binaryDir = join(asset, 'node_modules', '@img', 'sharp-linux-arm64', 'lib');
    const binary = readdirSync(binaryDir).find((file) => file.endsWith('.node'));
    if (!binary) throw new Error('no sharp binary in the asset');
    // ELF header: e_machine (bytes 18-19, little-endian) is 183 for AArch64.
    expect(readFileSync(join(binaryDir, binary)).readUInt16LE(18)).toBe(AARCH64);
    expect(existsSync(join(asset, 'node_modules', '@img', 'sharp-linux-x64'))).toBe(false);
    expect(
      existsSync(join(asset, 'node_modules', '@vladmandic', 'human', 'dist', 'human.node-wasm.js')),
    ).toBe(true);
    expect(readdirSync(join(asset, ASSET_MODELS_DIR)).sort()).toEqual([...ANALYZER_MODEL_FILES].sort());
    expect(readdirSync(join(asset, ASSET_WASM_DIR))).toContain('tfjs-backend-wasm-simd.wasm');
    // Lambda runs the wrapper (AWS_LAMBDA_EXEC_WRAPPER): it must be executable by everyone.
    expect(statSync(join(asset, ANALYZER_WRAPPER)).mode & 0o111).toBe(0o111);
  });
});
