#!/usr/bin/env node
/**
 * Measures the JavaScript a route downloads on first load (gzip), from the build manifest:
 * the entry chunk, the route's lazy chunk, and every chunk they import statically.
 * Usage: node frontend/scripts/bundle-size.mjs [--max-landing-kb 150] [--json FILE]   (after `vite build frontend`)
 * Exits 1 when the landing page's first load exceeds the budget. With --json the figures (KB gzip) are also
 * written to FILE for `npm run bench`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
const routes = {
  'landing (/)': 'src/features/landing/landing-page.tsx',
  'login (/login)': 'src/features/auth/components/login-page.tsx',
  'app shell (/app)': 'src/app/routes/app-shell-page.tsx',
  'admin (/admin)': [
    'src/features/admin/shell/admin-layout.tsx',
    'src/features/admin/dashboard/dashboard-tab.tsx',
  ],
  // The charting library loads with the analytics tab only.
  'admin analytics (/admin/analytics)': [
    'src/features/admin/shell/admin-layout.tsx',
    'src/features/admin/analytics/analytics-tab.tsx',
    'src/features/admin/analytics/analytics-charts.tsx',
  ],
};

const entry = closure(entryKey);
const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
console.log(`entry (every page): ${sum(entry).toFixed(1)} KB gzip`);
const figures = { 'spa.entryKb': sum(entry) };
let landingKb = 0;
for (const [name, route] of Object.entries(routes)) {
  const keys = [route].flat();
  if (keys.some((key) => !manifest[key])) {
    console.log(`${name}: not in the build`);
    continue;
  }
  const key = keys[0];
  const files = new Set(entry);
  for (const part of keys) closure(part, files);
  const total = sum(files);
  const own = sum([...files].filter((file) => !entry.has(file)));
  if (key.includes('landing')) landingKb = total;
  figures[figureKeys[name]] = total;
  console.log(`${name}: first load ${total.toFixed(1)} KB gzip (route chunks ${own.toFixed(1)} KB)`);
}
const jsonFlag = process.argv.indexOf('--json');
if (jsonFlag > 0) writeFileSync(process.argv[jsonFlag + 1], JSON.stringify(figures));
if (landingKb > budgetKb) {
  console.error(
    `The landing page's first load is ${landingKb.toFixed(1)} KB gzip, over the ${budgetKb} KB budget.`,
  );
  process.exit(1);
}
