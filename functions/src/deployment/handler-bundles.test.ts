import { join } from 'node:path';
import { routes } from '@pele/shared/routes';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { type BundleKind, bundlingFor } from '../../../infra/src/constructs/bundling';
import { esbuildOptionsOf } from '../../../infra/src/constructs/esbuild-options';
import { bundleKindFor } from '../../../infra/src/stacks/routes-stack';
import { type Grant, type RouteDeployment, routeDeployments } from './route-deployments';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const routeEntries = Object.entries(routes);

/** npm packages stay out of the bundle; our own workspaces (`@pele/*`) and relative imports go in. */
const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@pele/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles each handler about the way its Lambda is bundled (minified), with npm packages left out so it takes
 * milliseconds: what is left is our own code, and in it the route contracts the bundle carries.
 */
const bundle = async (handler: string) => {
  const result = await build({
    entryPoints: [join(repoRoot, 'functions/src/handlers', `${handler}.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    plugins: [thirdPartyExternal],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0];
  return {
    code: result.outputFiles[0]?.text ?? '',
    inputs: Object.keys(result.metafile.inputs),
    /** The npm packages the bundle imports at run time. */
    packages: new Set(output?.imports.filter((i) => i.external).map((i) => i.path) ?? []),
  };
};

/**
 * The AWS SDK clients a function may load, by the grant that lets it call the service (every function reads the
 * table). A client without its grant could only fail in AWS, and each one loaded costs every cold start.
 */
const sdkClientGrants: Record<string, readonly Grant[] | 'always'> = {
  '@aws-sdk/client-dynamodb': 'always',
  '@aws-sdk/lib-dynamodb': 'always',
  '@aws-sdk/client-s3': ['uploads:read', 'uploads:write', 'uploads:delete', 'media:write'],
  '@aws-sdk/s3-presigned-post': ['uploads:write'],
  '@aws-sdk/s3-request-presigner': ['uploads:read'],
  '@aws-sdk/client-cognito-identity-provider': ['cognito:auth', 'cognito:admin'],
  '@aws-sdk/client-lambda': ['analyzer:invoke', 'push:invoke'],
  '@aws-sdk/client-secrets-manager': ['payments:secret', 'push:secret'],
  '@aws-sdk/client-sesv2': ['mail:send'],
};

describe('handler bundles', () => {
  it.each(Object.entries(routeDeployments))(
    '%s loads only the AWS SDK clients its grants let it call',
    async (_name, d: RouteDeployment) => {
      const { packages } = await bundle(d.handler);
      const sdk = [...packages].filter((p) => p.startsWith('@aws-sdk/'));
      const unknown = sdk.filter((p) => !(p in sdkClientGrants));
      expect(unknown, 'an SDK package without an entry in sdkClientGrants').toEqual([]);
      const ungranted = sdk.filter((p) => {
        const needs = sdkClientGrants[p];
        return needs !== 'always' && !needs?.some((grant) => d.grants?.includes(grant));
      });
      expect(ungranted).toEqual([]);
    },
  );

  it.each(Object.entries(routeDeployments))(
    '%s carries its own route contract and no other',
    async (name, d) => {
      const { code, inputs } = await bundle(d.handler);
      expect(inputs).not.toContain('shared/src/routes.ts');
      const own = routes[name as keyof typeof routes];
      const carried = routeEntries
        .filter(([, route]) => code.includes(`"${route.path}"`))
        .map(([other, route]) => `${route.method} ${route.path} (${other})`);
      // Routes sharing the path (GET and DELETE /api/routines/{id}) leave the same string: compare by path.
      expect(
        carried.every((entry) => entry.includes(` ${own.path} `)),
        carried.join(', '),
      ).toBe(true);
      expect(code.includes(`"${own.path}"`), `${own.path} missing from its own bundle`).toBe(true);
    },
  );

  it.each(Object.entries(routeDeployments))(
    '%s declares the data files its code reads from disk, and only those',
    async (_name, d: RouteDeployment) => {
      const { inputs } = await bundle(d.handler);
      const reads = inputs.includes('functions/src/adapters/inci/inci-dictionary-file.ts')
        ? ['inciDictionary']
        : [];
      expect([...(d.dataFiles ?? [])]).toEqual(reads);
    },
  );
});

/** The budget of an API handler's minified bundle: every byte is fetched, parsed and compiled on a cold start. */
const MAX_BUNDLE_BYTES = 300 * 1024;
/**
 * The Stripe SDK alone is about 240 KB minified and cannot be tree-shaken (the client builds every resource
 * class), so the routes that call Stripe get their own ceiling until a thin client of the few calls made
 * replaces it.
 */
const MAX_STRIPE_BUNDLE_BYTES = 450 * 1024;

/**
 * Each handler's Lambda bundle built with the options CDK uses (one esbuild run per kind of bundle, in
 * memory): its minified size and whether it carries the Stripe SDK.
 */
const lambdaBundles = async () => {
  const handlers = Object.values(routeDeployments).map((d) => d.handler);
  const byKind = new Map<BundleKind, string[]>();
  for (const handler of handlers) {
    const kind = bundleKindFor(handler);
    byKind.set(kind, [...(byKind.get(kind) ?? []), handler]);
  }
  const bundles = new Map<string, { bytes: number; stripe: boolean }>();
  for (const [kind, group] of byKind) {
    const result = await build({
      ...esbuildOptionsOf(bundlingFor(kind)),
      entryPoints: group.map((handler) => ({
        in: join(repoRoot, 'functions/src/handlers', `${handler}.ts`),
        out: handler,
      })),
      outdir: join(repoRoot, 'functions/.bundle-size'),
      write: false,
      metafile: true,
    });
    for (const [path, output] of Object.entries(result.metafile?.outputs ?? {})) {
      const handler = /functions\/\.bundle-size\/(.+)\.js$/.exec(path)?.[1];
      if (!handler) continue;
      const stripe = Object.keys(output.inputs).some((input) => input.includes('node_modules/stripe/'));
      bundles.set(handler, { bytes: output.bytes, stripe });
    }
  }
  return bundles;
};

describe('handler bundle size', () => {
  it('keeps every API handler within 300 KB minified (Stripe routes 450 KB), as CDK bundles it', async () => {
    const bundles = await lambdaBundles();
    expect(bundles.size).toBe(Object.keys(routeDeployments).length);
    const over = [...bundles]
      .filter(([, b]) => b.bytes > (b.stripe ? MAX_STRIPE_BUNDLE_BYTES : MAX_BUNDLE_BYTES))
      .map(([handler, b]) => `${handler}: ${(b.bytes / 1024).toFixed(0)} KB`);
    expect(over).toEqual([]);
  }, 120_000);
});
