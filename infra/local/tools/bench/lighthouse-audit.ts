import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import type { LighthouseRun } from './lighthouse-figures';

/** Debian's Chromium; nothing here downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet on the network: no updates, sync or background fetches that could leave the machine. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface AuditOptions {
  url: string;
  /** localStorage entries the page's origin holds before the audit (the SPA's stored session). */
  localStorage?: Record<string, string>;
}

/** A fresh Chromium (a new temporary profile each time) with one page whose origin holds `localStorage`. */
const withBrowserPage = async <T>(
  { url, localStorage }: AuditOptions,
  use: (page: Page) => Promise<T>,
): Promise<T> => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    if (localStorage) {
      // A static file of the origin holds the storage without running the SPA (whose service worker would
      // otherwise answer the audited load). Lighthouse's own reset clears caches and service workers, not
      // localStorage, so the session stays.
      await page.goto(new URL('/manifest.webmanifest', url).href);
      await page.evaluate((entries) => {
        // Runs in the page (infra has no DOM types).
        const { localStorage: store } = globalThis as unknown as {
          localStorage: { setItem: (key: string, value: string) => void };
        };
        for (const [key, value] of Object.entries(entries)) store.setItem(key, value);
      }, localStorage);
    }
    return await use(page);
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
};

/**
 * One Lighthouse run of one page in a fresh Chromium (so every run is a first visit): mobile form factor and
 * simulated throttling, Lighthouse's defaults.
 */
export const auditPage = (options: AuditOptions): Promise<LighthouseRun> =>
  withBrowserPage(options, async (page) => {
    const result = await lighthouse(
      options.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${options.url}`);
    if (result.lhr.runtimeError) throw new Error(`${options.url}: ${result.lhr.runtimeError.message}`);
    return result.lhr as unknown as LighthouseRun;
  });

/**
 * Loads the page once, unmeasured, until its network is quiet. The local gateway imports a route's handler on its
 * first request, as a Lambda's cold start; Lighthouse estimates each request's server time from what it observed,
 * so an audit that met cold handlers would charge the page for them (a first run of /app scored 77 where the next
 * two scored 86 and 90). Pages are audited against warm handlers, as most visits meet them; cold starts have their
 * own figure (the handlers part of `npm run bench`).
 */
export const warmUpPage = (options: AuditOptions): Promise<void> =>
  withBrowserPage(options, async (page) => {
    await page.goto(options.url, { waitUntil: 'networkidle0' });
  });
