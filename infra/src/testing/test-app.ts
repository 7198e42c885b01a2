import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildPeleApp, type PeleAppOptions } from '../app';
import { repoRoot } from '../paths';

/** The feature flags of cdk.json, so tests synthesize exactly what `cdk synth` does. */
export const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;

export interface TestAppOptions {
  context?: Record<string, unknown>;
  /**
   * CDK's own CloudFormation schema validation takes most of a synth (about 6 s here); the template-property
   * tests skip it and the cdk-nag test in app.test.ts keeps it.
   */
  cloudFormationValidation?: boolean;
}

/** An App that skips asset bundling (esbuild and the npm installs) so a synth takes seconds. */
export const testApp = ({ context = {}, cloudFormationValidation = false }: TestAppOptions = {}) =>
  new App({
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...context },
    builtinCloudFormationValidation: cloudFormationValidation,
  });

/** The whole product's stacks in a bundling-free App; the SPA deployment is left out unless asked for. */
export const buildTestApp = (options: PeleAppOptions = {}, testOptions: TestAppOptions = {}) => {
  const app = testApp(testOptions);
  return { app, ...buildPeleApp(app, { spaAssetPath: undefined, ...options }) };
};
