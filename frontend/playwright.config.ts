import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/browser';
import { e2eStacks } from './e2e/support/environment';

/**
 * End-to-end journeys against the real local stack: `npm test` starts one per worker and describes them in
 * E2E_STACKS (support/environment.ts); without it, a running `npm start`. Debian's Chromium: Playwright may not
 * download browsers here.
 */

export default defineConfig({
  testDir: './e2e',
  // Relative to this file: the repo's test-results/e2e (git-ignored), screenshots in its screenshots/ folder.
  outputDir: '../test-results/e2e',
  // One worker per local stack `npm test` started (E2E_STACKS): a stack serves one journey at a time.
  workers: e2eStacks.length,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    actionTimeout: 7_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // The offline shell's own journey (offline.spec.ts) allows the service worker; elsewhere a cache from an
    // earlier test must not answer for the server.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium-phone' }],
});
