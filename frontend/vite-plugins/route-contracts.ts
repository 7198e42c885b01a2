import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import type { routes as RouteTable } from '../../shared/src/routes.ts';

const SHARED_ROUTES = fileURLToPath(new URL('../../shared/src/routes.ts', import.meta.url));

const MODULE_ID = '\0pele:route-contracts';

/**
 * The browser calls a route by its method, path and access (src/lib/api-client.ts), never by its zod schemas:
 * checking bodies is the server's job. Imported whole, the shared table carries every schema and zod itself,
 * about 38 KB gzip and the largest part of /app's first load. In the build, `@pele/shared/routes` is therefore
 * the same table without schemas; types still come from the real module, and the dev server and the tests use
 * the real one.
 */
export function routeContractsWithoutSchemas(): Plugin {
  return {
    name: 'pele:route-contracts-without-schemas',
    apply: 'build',
    enforce: 'pre',
    // Filters let the bundler skip this plugin for every other module.
    resolveId: {
      filter: { id: /^@pele\/shared\/routes$/ },
      handler: () => MODULE_ID,
    },
    load: {
      filter: { id: new RegExp(`^${MODULE_ID}$`) },
      async handler() {
        // Loaded through Vite's module runner (TypeScript, extension-less imports), not into the config bundle.
        const { module } = await runnerImport<{ routes: typeof RouteTable }>(SHARED_ROUTES);
        const { routes } = module;
        const table = Object.fromEntries(
          Object.entries(routes).map(([name, route]) => [
            name,
            {
              method: route.method,
              path: route.path,
              access: route.access,
              ...(route.feature ? { feature: route.feature } : {}),
            },
          ]),
        );
        return `export const routes = ${JSON.stringify(table)};\n`;
      },
    },
  };
}
