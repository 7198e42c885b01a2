import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFrontend, frontendBuildNeeded } from '../local/stack/frontend-build';
import { frontendDist } from './paths';

/**
 * What a page downloads before it runs: the scripts its HTML preloads. Reads the built SPA, building it
 * first when stale.
 */
const preloads: Record<string, string[]> = {};

beforeAll(async () => {
  if (frontendBuildNeeded()) await buildFrontend();
  for (const page of ['index.html', 'onboarding.html', 'login.html', 'register.html', 'shell.html']) {
    const html = readFileSync(join(frontendDist, page), 'utf8');
    preloads[page] = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      ([, href = '']) => href,
    );
  }
}, 180_000);

const chunk = (name: string) => (href: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(href);

describe('first loads of the built SPA', () => {
  it("preloads the signed-in app home's code as a handful of files, not dozens (HTTP/1.1 takes six at a time)", () => {
    expect(preloads['shell.html']?.some(chunk('app-first-load'))).toBe(true);
    expect(preloads['shell.html']?.length).toBeLessThanOrEqual(12);
  });

  it("gives the document pages none of the app's first-load code (vite-plugins/first-load-chunks.ts)", () => {
    for (const page of ['index.html', 'onboarding.html']) {
      expect(preloads[page]?.some(chunk('entry-deps')), page).toBe(true);
      expect(preloads[page]?.filter(chunk('app-first-load')), page).toEqual([]);
      expect(preloads[page]?.filter(chunk('sign-in-first-load')), page).toEqual([]);
    }
  });

  it("preloads the app's first-load code and their own as one file each on the router's sign-in pages", () => {
    expect(preloads['register.html']?.some(chunk('app-first-load'))).toBe(true);
    expect(preloads['register.html']?.some(chunk('sign-in-first-load'))).toBe(true);
    expect(preloads['register.html']?.length).toBeLessThanOrEqual(12);
  });

  it('gives the login page, a document page, what it shares with the app and none of the app home', () => {
    expect(preloads['login.html']?.some(chunk('login-and-app'))).toBe(true);
    expect(preloads['login.html']?.filter(chunk('app-first-load'))).toEqual([]);
    expect(preloads['login.html']?.filter(chunk('sign-in-first-load'))).toEqual([]);
    expect(preloads['login.html']?.length).toBeLessThanOrEqual(12);
  });
});
