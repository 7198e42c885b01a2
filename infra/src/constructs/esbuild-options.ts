import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { repoRoot } from '../paths';

/** What CDK leaves out when the SDK is not bundled (the feature flag sdkV3ExcludeSmithyPackages is on). */
const CDK_DEFAULT_SDK_EXTERNALS = ['@aws-sdk/*', '@smithy/*'];

/**
 * The esbuild options NodejsFunction derives from `BundlingOptions` (aws-lambda-nodejs Bundling.buildEsbuildArgs),
 * for the JS API: the handler-bundle test and bench build exactly what `cdk synth` builds, in milliseconds.
 */
export const esbuildOptionsOf = (options: BundlingOptions): BuildOptions => ({
  bundle: true,
  platform: 'node',
  target: options.target ?? 'node24',
  format: options.format === 'esm' ? 'esm' : 'cjs',
  minify: options.minify ?? false,
  sourcemap: options.sourceMap ?? false,
  sourcesContent: options.sourcesContent ?? true,
  external: [
    ...(options.externalModules ?? (options.bundleAwsSDK ? [] : CDK_DEFAULT_SDK_EXTERNALS)),
    ...(options.nodeModules ?? []),
  ],
  ...(options.loader ? { loader: options.loader as BuildOptions['loader'] } : {}),
  ...(options.define ? { define: options.define } : {}),
  keepNames: options.keepNames ?? false,
  ...(options.banner ? { banner: { js: options.banner } } : {}),
  ...(options.footer ? { footer: { js: options.footer } } : {}),
  ...(options.mainFields ? { mainFields: options.mainFields } : {}),
  absWorkingDir: repoRoot,
  logLevel: 'error',
});
