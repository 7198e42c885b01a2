import { relative, resolve } from 'node:path';
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

interface FirstLoad {
  /** The chunk's name. */
  name: string;
  /** Source files, relative to the project root, whose static imports make the chunk. */
  roots: readonly string[];
  /** Packages the chunk must not carry: the build fails, naming the import chain that brought one in. */
  forbids?: readonly string[];
  /**
   * Also what every one of these pages loads (each given by its source files), so that a later chunk holds only
   * what its own page needs: the app home's and the staff area's common code goes with the router, not the home.
   */
  sharedBy?: readonly (readonly string[])[];
}

/** The first import chain from `roots` to a module whose id matches `target`, for the build error. */
const chainTo = (graph: ModuleGraph, roots: string[], target: (id: string) => boolean) => {
  const previous = new Map<string, string | undefined>(roots.map((root) => [root, undefined]));
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (target(id)) {
      const chain = [];
      for (let at: string | undefined = id; at; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, id);
      queue.push(next);
    }
  }
  return [];
};

type Absolute = (files: readonly string[]) => string[];

/** What a chunk's roots load, with what all of its `sharedBy` pages load (an intersection of closures, closed too). */
const chunkModules = (graph: ModuleGraph, { roots, sharedBy = [] }: FirstLoad, absolute: Absolute) => {
  const loads = sharedBy.map((files) => closureOf(graph, absolute(files), { dynamic: false }));
  const shared = (loads[0] ? [...loads[0]] : []).filter((id) => loads.every((set) => set.has(id)));
  return [...new Set([...closureOf(graph, absolute(roots), { dynamic: false }), ...shared])];
};

/** Why a chunk's modules cannot be its first load: nothing in it, or a package it must not carry and how it came. */
const problemOf = (
  graph: ModuleGraph,
  { name, roots, forbids = [] }: FirstLoad,
  own: string[],
  absolute: Absolute,
  shown: (id: string) => string,
) => {
  if (own.length === 0) return `${name} loads nothing (see first-load-modules.ts)`;
  for (const pkg of forbids) {
    const inPackage = (id: string) => id.includes(`/node_modules/${pkg}/`);
    if (!own.some(inPackage)) continue;
    const chain = chainTo(graph, absolute(roots), inPackage).map(shown);
    return `${name} must not carry ${pkg}, imported through ${chain.join(' → ')}`;
  }
  return undefined;
};

/**
 * One chunk per first load below, instead of the dozens of small ones automatic chunking makes of the modules
 * those pages share with other routes (a phone on HTTP/1.1 fetches six at a time; Lighthouse). A chunk
 * holds what its roots load statically, except what an earlier chunk of the list holds and what the document pages
 * load (those keep their own chunks, so the landing page never downloads the app). Another page that needs a module
 * of a chunk loads the whole chunk: the list is ordered so that the pages after need most of what comes before (the
 * sign-in screens start the same router as the app home).
 *
 * Everything every page loads (the entry's static imports, and the few modules both the document pages and the app
 * use) is one more chunk, `entryGroup`; what a document page that shares much with the app shares with it is
 * another (`documentSharingTheApp`), so the landing page does not load the login's API client.
 *
 * The plugin reads the bundler's module graph once it is complete; `entryGroup` then `groups` go in
 * vite.config.ts's codeSplitting.groups.
 */
export function firstLoadChunks({
  root,
  entry,
  chunks,
  documentRoots,
  documentSharingTheApp,
}: {
  root: string;
  /** The entry module, relative to `root` (it stays the entry chunk, alone). */
  entry: string;
  chunks: FirstLoad[];
  /** Source files, relative to `root`, whose imports (static and dynamic) stay out of every chunk. */
  documentRoots: readonly string[];
  /**
   * A document page that shares much with the app (the login: the API client, the session, the form fields): what
   * it shares goes in a chunk of its own, which it and the app load, instead of in what every page loads.
   */
  documentSharingTheApp?: FirstLoad;
}) {
  const members = new Map<string, Set<string>>();
  let everyPage = new Set<string>();
  const plugin: Plugin = {
    name: 'pele:first-load-chunks',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const absolute = (files: readonly string[]) => files.map((file) => resolve(root, file));
      const entryId = resolve(root, entry);
      const documents = closureOf(graph, absolute(documentRoots), { dynamic: true });
      const apps = closureOf(graph, absolute(chunks.flatMap((chunk) => chunk.roots)), { dynamic: false });
      const entryModules = closureOf(graph, [entryId], { dynamic: false });
      const sharing = documentSharingTheApp
        ? [...closureOf(graph, absolute(documentSharingTheApp.roots), { dynamic: false })].filter(
            (id) => apps.has(id) && !entryModules.has(id),
          )
        : [];
      if (documentSharingTheApp) members.set(documentSharingTheApp.name, new Set(sharing));
      // What every page loads: the entry's static imports, and what both the other document pages and the app load.
      everyPage = new Set(
        [...entryModules, ...[...documents].filter((id) => apps.has(id) && !sharing.includes(id))].filter(
          (id) => id !== entryId,
        ),
      );
      const taken = new Set([...documents, ...everyPage]);
      for (const chunk of chunks) {
        const own = chunkModules(graph, chunk, absolute).filter((id) => !taken.has(id));
        const problem = problemOf(graph, chunk, own, absolute, (id) => relative(root, id));
        if (problem) this.error(`first-load-chunks: ${problem}`);
        members.set(chunk.name, new Set(own));
        for (const id of own) taken.add(id);
      }
    },
  };
  return {
    plugin,
    /** Everything every page loads besides the entry itself, in one file rather than one per shared module. */
    entryGroup: {
      name: 'entry-deps',
      test: (id: string) => everyPage.has(id),
      includeDependenciesRecursively: false,
    },
    groups: [...(documentSharingTheApp ? [documentSharingTheApp] : []), ...chunks].map(({ name }) => ({
      name,
      test: (id: string) => members.get(name)?.has(id) ?? false,
      // Each set is already closed over static imports (minus what was taken before, which keeps its chunk).
      includeDependenciesRecursively: false,
    })),
  };
}
