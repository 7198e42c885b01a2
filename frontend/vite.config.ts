import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SPA_SHELL_FILE } from '../shared/src/prerendered-pages.ts';
import {
  ADMIN_MODULES,
  LOGIN_PAGE,
  ROUTER_MODULES,
  SHELL_MODULES,
  SIGN_IN_MODULES,
  START_DOCUMENT_PAGE,
} from './src/app/first-load-modules.ts';
import { firstLoadChunks } from './vite-plugins/first-load-chunks.ts';
import { humanModels } from './vite-plugins/human-models';
import { ocrAssets } from './vite-plugins/ocr-assets';
import { prerender } from './vite-plugins/prerender.ts';
import { routeContractsWithoutSchemas } from './vite-plugins/route-contracts.ts';
import { themeBoot } from './vite-plugins/theme-boot.ts';

/**
 * The SPA build. The landing page and the onboarding are document pages (src/app/document-pages.ts): their first
 * load carries only React and the page's code. Every other route is a lazy chunk of the app's router (see
 * src/app/routes.tsx), so the app shell, admin area and API client load when those routes are visited, and the
 * browser's route table carries no zod schemas (vite-plugins/route-contracts).
 * The landing, onboarding and sign-in pages are prerendered to HTML (vite-plugins/prerender.ts); index.html
 * becomes the landing page and shell.html the SPA shell. In development /api goes to the local gateway.
 * The camera's face models are served from the site's own /models/human/ (see vite-plugins/human-models.ts).
 */
// The signed-in app home's first load and the sign-in screens', each in one file (vite-plugins/first-load-chunks.ts).
const firstLoads = firstLoadChunks({
  root: import.meta.dirname,
  entry: 'src/main.tsx',
  chunks: [
    // The app home shows words and limits of the shared contract, never its schemas (the server checks bodies):
    // zod would be a fifth of its first load. Screens import the zod-free `*-words` modules of shared/src/schemas.
    // The router and the query client, with what the app home and the staff area both load; then the home's own
    // code, which the staff area does not load.
    {
      name: 'app-first-load',
      roots: ROUTER_MODULES,
      sharedBy: [SHELL_MODULES, ADMIN_MODULES],
      forbids: ['zod'],
    },
    { name: 'app-home', roots: SHELL_MODULES, forbids: ['zod'] },
    { name: 'sign-in-first-load', roots: Object.values(SIGN_IN_MODULES) },
  ],
  documentRoots: [START_DOCUMENT_PAGE],
  documentSharingTheApp: { name: 'login-and-app', roots: [LOGIN_PAGE] },
});

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    routeContractsWithoutSchemas(),
    firstLoads.plugin,
    react(),
    themeBoot(),
    humanModels(),
    ocrAssets(),
    prerender({ entry: 'src/app/prerender.tsx' }),
    // The offline shell: a Workbox service worker precaches the app shell and static assets (src/lib/service-worker.ts
    // registers it, in production builds). The manifest is public/manifest.webmanifest, kept by hand.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Loaded only on the screens that need them (the camera's face detector, the admin charts) and large:
        // fetched when used, never on a first visit.
        globIgnores: ['**/live-face-reader-*.js', '**/analytics-charts-*.js', 'models/**'],
        // Client routes open the cached shell offline; the API, product images and models are never answered
        // from the cache (no runtime caching: stale data is worse than a clear offline message).
        // The prerendered pages are precached under their own names (/login → login.html); any other route is
        // the empty shell (index.html is the landing page now).
        navigateFallback: `/${SPA_SHELL_FILE}`,
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/models\//],
        cleanupOutdatedCaches: true,
        // Shows Web Push notifications and opens their screen on a tap (public/push-handler.js).
        importScripts: ['push-handler.js'],
      },
    }),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: scripts/bundle-size.mjs reads it to measure each route's first load.
    manifest: true,
    target: 'es2022',
    // Every page loads the entry, so its polyfill of <link rel="modulepreload"> counted against the 70 KB budget.
    // Every browser the site targets (es2022) supports modulepreload except Safari before 17, which
    // then fetches a page's chunks when the entry imports them: a round trip later, nothing broken.
    modulePreload: { polyfill: false },
    // Flag any single chunk that grows past the landing page's whole budget.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page loads the entry's static imports anyway: as one file, not twenty (each is a request, and on
            // HTTP/1.1 six at a time; Lighthouse on /app), with the modules both the document pages and the
            // app load. The entry itself (index.html and main.tsx) stays the entry chunk: the manifest's entry, which
            // scripts/bundle-size.mjs measures from.
            firstLoads.entryGroup,
            ...firstLoads.groups,
          ],
        },
      },
    },
  },
});
