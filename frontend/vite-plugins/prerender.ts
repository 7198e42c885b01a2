import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { SPA_SHELL_FILE } from '../../shared/src/prerendered-pages.ts';
import { APP_HOME_LINK_ATTRIBUTE, SHELL_HOME_PRELOAD_SCRIPT } from '../../shared/src/shell-preload.ts';

interface PageToPrerender {
  path: string;
  file: string;
  url: string;
  modules: string[];
}

interface PrerenderModule {
  renderPage: (url: string) => Promise<string>;
  pagesToPrerender: () => PageToPrerender[];
  /** Source files whose chunks the SPA shell preloads (see prerendered-pages.ts). */
  shellModules: string[];
  /** Source files whose chunks the shell preloads outside the staff area (shared/src/shell-preload.ts). */
  shellHomeModules: string[];
  /** The shell's #root content until the app renders. */
  renderShell: () => Promise<string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page's stylesheets written into it: a stylesheet link blocks the first paint for one more round trip, which
 * on a phone network costs more than the few KB each page carries inline (the CSP allows inline styles).
 * A disabled link to the same file stays beside the inline copy: the browser does not fetch it, and Vite's
 * loader of lazy routes finds it and so does not add the stylesheet again when the route's chunk loads (it
 * did: a second download of CSS the page already had, inserted before the first paint and holding it).
 */
const inlineStyles = (html: string, outDir: string, base: string) =>
  html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (link, href: string) => {
    if (!href.startsWith(base)) return link;
    const css = readFileSync(join(outDir, href.slice(base.length)), 'utf8');
    if (css.includes('</style')) return link;
    return `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });

/**
 * A page's own chunks (its lazy route modules and their static imports, minus what the entry and the chunks of
 * `loaded` already have) and CSS. A chunk of `deferredTo` gets a link with that attribute instead of a preload.
 */
const assetsOf = (
  manifest: Manifest,
  modules: string[],
  base: string,
  { loaded = [], deferredTo }: { loaded?: string[]; deferredTo?: string } = {},
) => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  if (entry?.src) walk(entry.src, inEntry);
  for (const module of loaded) walk(module, inEntry);
  const own = new Set<string>();
  for (const module of modules) {
    if (!manifest[module])
      throw new Error(`prerender: ${module} is not a chunk of the build (see prerendered-pages.ts)`);
    walk(module, own);
  }
  const keys = [...own].filter((key) => !inEntry.has(key));
  const scripts = keys.map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
  const styles = keys.flatMap((key) => manifest[key]?.css ?? []);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...scripts.map((file) =>
      deferredTo
        ? `<link ${deferredTo} crossorigin href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    ),
  ].join('\n    ');
};

/**
 * Renders the pages of src/app/prerendered-pages.ts to HTML after the client build, from the same route table
 * (a server build of src/app/prerender.tsx), so they paint before their JavaScript arrives and then hydrate.
 * The built index.html is kept as the SPA shell for every other route (with a splash in #root, the signed-in app's
 * chunks preloaded and its CSS inline); each page is the same document with its HTML in #root, its route's
 * CSS and chunks in the head. Runs before the service worker
 * is generated, so the pages are in its precache.
 */
export function prerender({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  // A failed build closes too: its error is the one to show, not a missing page of an unwritten build. (When another
  // plugin's buildEnd throws, this one's is not called at all.)
  let built = false;
  return {
    name: 'pele:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      built = error === undefined;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr || !built) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the project, so the server build's bare imports (react, react-router...) resolve from node_modules.
        const serverDir = join(config.root, 'node_modules', '.prerender');
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: entry,
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
          },
        });
        try {
          const server = (await import(
            `${pathToFileURL(join(serverDir, 'prerender.js')).href}?t=${Date.now()}`
          )) as PrerenderModule;
          const manifestFile = join(outDir, '.vite', 'manifest.json');
          if (!existsSync(manifestFile)) throw new Error('prerender: the build needs build.manifest');
          const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          if (!template.includes(ROOT_ELEMENT))
            throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
          const homeAssets = assetsOf(manifest, server.shellHomeModules, config.base, {
            loaded: server.shellModules,
            deferredTo: APP_HOME_LINK_ATTRIBUTE,
          });
          const shellHead = [
            assetsOf(manifest, server.shellModules, config.base),
            homeAssets,
            `<script>${SHELL_HOME_PRELOAD_SCRIPT}</script>`,
          ].join('\n    ');
          const shell = template
            .replace('</head>', `  ${shellHead}\n  </head>`)
            .replace(ROOT_ELEMENT, `<div id="root">${await server.renderShell()}</div>`);
          writeFileSync(join(outDir, SPA_SHELL_FILE), inlineStyles(shell, outDir, config.base));
          for (const page of server.pagesToPrerender()) {
            const html = await server.renderPage(page.url);
            const document = template
              .replace('</head>', `  ${assetsOf(manifest, page.modules, config.base)}\n  </head>`)
              .replace(
                ROOT_ELEMENT,
                `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${html}</div>`,
              );
            writeFileSync(join(outDir, page.file), inlineStyles(document, outDir, config.base));
          }
          config.logger.info(
            `prerendered ${server.pagesToPrerender().length} pages, shell in ${SPA_SHELL_FILE}`,
          );
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
