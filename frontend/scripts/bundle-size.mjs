#!/usr/bin/env node
/**
 * Measures the JavaScript a route downloads on first load (gzip), from the build manifest:
 * the entry chunk, how main.tsx starts the page, the route's lazy chunks, and every chunk they import statically;
 * and the JavaScript every one of those pages loads.
 * Usage: node frontend/scripts/bundle-size.mjs [--max-landing-kb 150] [--json FILE]   (after `vite build frontend`)
 * Exits 1 when the landing page's first load exceeds the budget. With --json the figures (KB gzip) are also
 * written to FILE for `npm run bench`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
// TypeScript without types to strip beyond `as const`: Node runs it as is.
import {
  ADMIN_MODULES,
  LOGIN_PAGE,
  SHELL_MODULES,
  START_APP,
  START_DOCUMENT_PAGE,
} from '../src/app/first-load-modules.ts';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgetFlag = process.argv.indexOf('--max-landing-kb');
const budgetKb = budgetFlag > 0 ? Number(process.argv[budgetFlag + 1]) : 150;

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunk files a manifest entry needs before it runs: itself and its static imports, transitively. */
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** Route label → its key in the figures `npm run bench` reads. */
const figureKeys = {
  'landing (/)': 'spa.landingKb',
  'login (/login)': 'spa.loginKb',
  'app shell (/app)': 'spa.appKb',
  'admin (/admin)': 'spa.adminKb',
  'admin analytics (/admin/analytics)': 'spa.adminAnalyticsKb',
};
// What each page loads after the entry: how main.tsx starts it (a document page, or the app's router), its
// guards and its lazy route modules (src/app/first-load-modules.ts, src/app/document-pages.ts, src/app/routes.tsx).
const routes = {
  'landing (/)': [START_DOCUMENT_PAGE, 'src/features/landing/landing-page.tsx'],
  'login (/login)': [START_DOCUMENT_PAGE, LOGIN_PAGE],
  'app shell (/app)': SHELL_MODULES,
  'admin (/admin)': ADMIN_MODULES,
  // The charting library loads with the analytics tab only.
  'admin analytics (/admin/analytics)': [
    START_APP,
    'src/app/guards/require-admin.tsx',
    'src/features/admin/components/layout/admin-layout.tsx',
    'src/features/admin/components/analytics/analytics-tab.tsx',
    'src/features/admin/components/analytics/analytics-charts.tsx',
  ],
};

const entry = closure(entryKey);
const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const figures = {};
const firstLoads = [];
let landingKb = 0;
const lines = [];
for (const [name, keys] of Object.entries(routes)) {
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    lines.push(`${name}: not in the build (${missing.join(', ')})`);
    continue;
  }
  const files = new Set(entry);
  for (const key of keys) closure(key, files);
  firstLoads.push(files);
  const total = sum(files);
  const own = sum([...files].filter((file) => !entry.has(file)));
  if (name.startsWith('landing')) landingKb = total;
  figures[figureKeys[name]] = total;
  lines.push(`${name}: first load ${total.toFixed(1)} KB gzip (after the entry ${own.toFixed(1)} KB)`);
}
// Every page: the files in every first load above, whatever chunk they are in (not only the entry's closure, so a
// chunk every page happens to load is counted too).
const everyPage = [...(firstLoads[0] ?? entry)].filter((file) =>
  firstLoads.every((files) => files.has(file)),
);
figures['spa.entryKb'] = sum(everyPage);
console.log(`every page: ${figures['spa.entryKb'].toFixed(1)} KB gzip (entry ${sum(entry).toFixed(1)} KB)`);
for (const line of lines) console.log(line);
const jsonFlag = process.argv.indexOf('--json');
if (jsonFlag > 0) writeFileSync(process.argv[jsonFlag + 1], JSON.stringify(figures));
if (landingKb > budgetKb) {
  console.error(
    `The landing page's first load is ${landingKb.toFixed(1)} KB gzip, over the ${budgetKb} KB budget.`,
  );
  process.exit(1);
}
