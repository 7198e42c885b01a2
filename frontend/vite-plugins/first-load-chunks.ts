import { resolve } from 'node:path';
import type { Plugin } from 'vite';

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** The modules `roots` load, following static imports (and dynamic ones when asked). */
const closureOf = (graph: ModuleGraph, roots: string[], { dynamic }: { dynamic: boolean }) => {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) visit(next);
    if (dynamic) for (const next of info?.dynamicallyImportedIds ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
};

/**
 * One chunk for the signed-in app home's first load, instead of the thirty small ones automatic chunking makes of
 * the modules it shares with other routes (a phone on HTTP/1.1 fetches six at a time; issue 13, Lighthouse on
 * /app). It holds what the shell modules (src/app/first-load-modules.ts) load statically, except what the document
 * pages load (those stay out of this chunk, so the landing page never downloads the app). The sign-in and admin
 * pages load it too: they need most of it (router, session, API client) and each file costs them a request as well.
 *
 * The plugin reads the bundler's module graph once it is complete; `group` goes in vite.config.ts's
 * codeSplitting.groups, after the groups that should win over it.
 */
export function firstLoadChunks({
  root,
  appRoots,
  documentRoots,
}: {
  root: string;
  /** Source files, relative to `root`, whose static imports make the chunk. */
  appRoots: string[];
  /** Source files, relative to `root`, whose imports (static and dynamic) stay out of it. */
  documentRoots: string[];
}) {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'pele:first-load-chunks',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const absolute = (files: string[]) => files.map((file) => resolve(root, file));
      const documents = closureOf(graph, absolute(documentRoots), { dynamic: true });
      members = new Set(
        [...closureOf(graph, absolute(appRoots), { dynamic: false })].filter((id) => !documents.has(id)),
      );
      if (members.size === 0)
        this.error('first-load-chunks: the app roots load nothing (see first-load-modules.ts)');
    },
  };
  return {
    plugin,
    group: {
      name: 'app-first-load',
      test: (id: string) => members.has(id),
      // The set is already closed over static imports (minus the document pages' modules, which keep their chunks).
      includeDependenciesRecursively: false,
    },
  };
}
