import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

/**
 * All test projects; `npm test` runs them all (see infra/local/tools/test-runner/run-tests.ts).
 * - unit: pure rules, middleware, local-run pieces (node)
 * - infra: CDK assertions on the synthesized templates
 * - frontend: components in jsdom (its own config in frontend/ when present)
 * - integration: real handlers through HTTP against local stacks started by the global setup, one per worker
 *   (each in a child process), so two files run side by side and a stack serves one file at a time; runs after
 *   the others (groupOrder).
 */
const frontendConfig = join(import.meta.dirname, 'frontend/vitest.config.ts');
const frontend: TestProjectConfiguration = existsSync(frontendConfig)
  ? frontendConfig
  : {
      extends: true,
      test: { name: 'frontend', environment: 'jsdom', include: ['frontend/src/**/*.test.{ts,tsx}'] },
    };

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'functions/bench/**/*.test.ts',
            'infra/local/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          environment: 'node',
          include: ['infra/src/**/*.test.ts'],
          // Synthesizing the stacks bundles every function with esbuild: slow on two cores.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      frontend,
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['functions/test/**/*.int.test.ts', 'infra/local/**/*.int.test.ts'],
          globalSetup: ['infra/local/tools/test-runner/test-stack-setup.ts'],
          // Two files at a time, each against a stack of its own (test-stack-setup.ts starts one per worker).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
