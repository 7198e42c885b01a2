import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/browser';

/**
 * End-to-end journeys against the real local stack (`npm test` starts one and passes E2E_BASE_URL,
 * OUTBOX_DIR, ADMIN_EMAIL and ADMIN_PASSWORD). Debian's Chromium: Playwright may not download browsers here.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

export default defineConfig({
  testDir: './e2e',
  // Relative to this file: the repo's test-results/e2e (git-ignored), screenshots in its screenshots/ folder.
  outputDir: '../test-results/e2e',
  // One shared local stack on a 2-core machine: parallel browsers only make every journey slower.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL,
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
