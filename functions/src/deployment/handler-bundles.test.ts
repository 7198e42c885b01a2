import { join } from 'node:path';
import { routes } from '@pele/shared/routes';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routeDeployments } from './route-deployments';

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
 * Bundles each handler the way its Lambda is bundled (minified ESM), with npm packages left out so it takes
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
  return {
    code: result.outputFiles[0]?.text ?? '',
    inputs: Object.keys(result.metafile.inputs),
  };
};

describe('handler bundles', () => {
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
});
