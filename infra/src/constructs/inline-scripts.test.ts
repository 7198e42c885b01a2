import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_BOOT_SCRIPT } from '@pele/shared/theme-boot';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy as localPolicy } from '../../local/gateway/security-headers';
import { buildFrontend, frontendBuildNeeded } from '../../local/stack/frontend-build';
import { frontendDist } from '../paths';
import { scriptHashSource } from './inline-scripts';
import { CONTENT_SECURITY_POLICY } from './security-headers';

const scriptSources = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

/** Every inline script of every built page (the SPA shell and each prerendered page). */
let inlineScripts: string[] = [];

beforeAll(async () => {
  if (frontendBuildNeeded()) await buildFrontend();
  inlineScripts = readdirSync(frontendDist)
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) =>
      [
        ...readFileSync(join(frontendDist, name), 'utf8').matchAll(
          /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ].map((match) => match[1] ?? ''),
    );
}, 180_000);

describe('the inline scripts and the Content Security Policy', () => {
  it("allows the theme's boot script by its hash, in AWS and in the local run, and inline scripts in general nowhere", () => {
    for (const policy of [CONTENT_SECURITY_POLICY, localPolicy()]) {
      expect(scriptSources(policy)).toContain(scriptHashSource(THEME_BOOT_SCRIPT));
      expect(scriptSources(policy)).not.toContain("'unsafe-inline'");
    }
  });

  it('allows every inline script the built pages carry, and each page carries the boot script', () => {
    expect(inlineScripts.filter((script) => script === THEME_BOOT_SCRIPT).length).toBeGreaterThan(1);
    const refused = inlineScripts.filter(
      (script) => !scriptSources(CONTENT_SECURITY_POLICY).includes(scriptHashSource(script)),
    );
    expect(refused).toEqual([]);
  });
});
