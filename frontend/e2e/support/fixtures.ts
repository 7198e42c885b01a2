import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { e2eEnvironment } from './environment';

/** A response the test expects to fail, e.g. the 401 of a login with the wrong password. */
export interface ExpectedFailure {
  method: string;
  path: string;
  status: number;
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** The failures one test declares; everything else that goes wrong in the page fails the test. */
export class ExpectedFailures {
  private readonly rules: ExpectedFailure[] = [];
  /** Whether the test takes the device offline: requests then fail with no connection, as they should. */
  offline = false;

  /** Allows the failures of a device without a connection (requests and the console lines Chromium logs). */
  expectOffline() {
    this.offline = true;
  }

  /** Allows exactly this method, path and status (and the console line Chromium logs for it). */
  expect(failure: ExpectedFailure) {
    this.rules.push(failure);
  }

  /** The console line of a failed response names no method, hence `method` may be unknown. */
  allows(method: string | undefined, url: string, status: number) {
    return this.rules.some(
      (rule) =>
        rule.status === status &&
        rule.path === pathOf(url) &&
        (method === undefined || rule.method === method),
    );
  }
}

interface Fixtures {
  expectedFailures: ExpectedFailures;
  /** Saves a phone-sized screenshot of the current screen as test-results/e2e/screenshots/<name>.png. */
  captureScreen: (name: string) => Promise<void>;
}

/**
 * Every test fails on a console error, an uncaught page error, a request that did not complete, an API answer
 * of 400 or more, or any answer of 500 or more, except for the failures it declares in `expectedFailures`.
 */
export const test = base.extend<Fixtures>({
  // Each worker journeys through its own local stack (support/environment.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring even without dependencies.
  baseURL: async ({}, use) => use(e2eEnvironment.baseUrl),

  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring even without dependencies.
  expectedFailures: async ({}, use) => {
    await use(new ExpectedFailures());
  },

  page: async ({ page, expectedFailures }, use) => {
    const found: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (expectedFailures.offline && message.text().includes('ERR_INTERNET_DISCONNECTED')) return;
      // Chromium logs every 4xx/5xx response as a console error; an expected one is not a problem.
      const status = /status of (\d{3})/.exec(message.text())?.[1];
      if (status && expectedFailures.allows(undefined, message.location().url, Number(status))) return;
      found.push(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'unknown';
      // The page itself cancelled it (a navigation or a query cancelled on unmount): not a failure of the app.
      if (reason === 'net::ERR_ABORTED') return;
      if (expectedFailures.offline && reason === 'net::ERR_INTERNET_DISCONNECTED') return;
      found.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
    });
    page.on('response', (response) => {
      const status = response.status();
      const failed = status >= 500 || (status >= 400 && pathOf(response.url()).startsWith('/api/'));
      const method = response.request().method();
      if (failed && !expectedFailures.allows(method, response.url(), status))
        found.push(`response ${status}: ${method} ${response.url()}`);
    });

    await use(page);
    expect(found, 'console errors, page errors or failed requests').toEqual([]);
  },

  captureScreen: async ({ page }, use, testInfo) => {
    const dir = join(testInfo.project.outputDir, 'screenshots');
    await mkdir(dir, { recursive: true });
    await use(async (name) => {
      const path = join(dir, `${name}.png`);
      await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
      await testInfo.attach(name, { path, contentType: 'image/png' });
    });
  },
});

export { expect };
