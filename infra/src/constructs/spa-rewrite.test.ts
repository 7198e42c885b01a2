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
  ['/', '/index.html'],
  ['/app/analyze', '/index.html'],
  ['/admin/users/', '/index.html'],
  ['/reset-password', '/index.html'],
  ['/assets/index-3f2a.js', '/assets/index-3f2a.js'],
  ['/favicon.ico', '/favicon.ico'],
  ['/index.html', '/index.html'],
];

describe('SPA fallback', () => {
  it.each(cases)('rewrites %s to %s', (uri, expected) => {
    expect(runCloudFrontFunction(uri)).toBe(expected);
    expect(rewriteSpaPath(uri)).toBe(expected);
  });
});
