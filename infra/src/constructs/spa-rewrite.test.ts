import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { rewriteSpaPath, SPA_REWRITE_CODE } from './spa-rewrite';

/** Runs the CloudFront Function source as CloudFront would: a global `handler(event)`. */
const runCloudFrontFunction = (uri: string): string => {
  const sandbox: { result?: { uri: string } } = {};
  runInNewContext(
    `${SPA_REWRITE_CODE}\nresult = handler({ request: { uri: ${JSON.stringify(uri)} } });`,
    sandbox,
  );
  return sandbox.result?.uri ?? '';
};

const cases: Array<[string, string]> = [
  // Prerendered pages: their own HTML (the landing is index.html).
  ['/', '/index.html'],
  ['/login', '/login.html'],
  ['/login/', '/login.html'],
  ['/onboarding', '/onboarding.html'],
  ['/reset-password', '/reset-password.html'],
  // Client routes: the empty shell, also for deep links under a prerendered path.
  ['/app/analyze', '/shell.html'],
  ['/admin/users/', '/shell.html'],
  ['/login/extra', '/shell.html'],
  ['/constructor', '/shell.html'],
  ['/assets/index-3f2a.js', '/assets/index-3f2a.js'],
  ['/favicon.ico', '/favicon.ico'],
  ['/index.html', '/index.html'],
];

describe('SPA paths at the edge', () => {
  it.each(cases)('serves %s from %s', (uri, expected) => {
    expect(runCloudFrontFunction(uri)).toBe(expected);
    expect(rewriteSpaPath(uri)).toBe(expected);
  });
});
