import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, createStaticHandler } from './static-files';

describe('cache headers of the SPA', () => {
  it('caches content-hashed assets forever and always revalidates pages', () => {
    expect(cacheControlFor('/assets/index-DiwrgTda.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/app/profile')).toBe('no-cache');
    expect(cacheControlFor('/manifest.webmanifest')).toBe('public, max-age=3600');
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
  });
});

describe('pages of the built SPA', () => {
  const serveFrom = async (files: Record<string, string>) => {
    const dist = mkdtempSync(join(tmpdir(), 'pele-dist-'));
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dist, name), body);
    const server = createServer(createStaticHandler(dist));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    return { get, close: () => new Promise((resolve) => server.close(resolve)) };
  };

  it('answers a prerendered page with its own HTML and other client routes with the shell, as CloudFront does', async () => {
    const site = await serveFrom({
      'index.html': 'landing',
      'login.html': 'login',
      'reset-password.html': 'reset',
      'shell.html': 'shell',
    });
    try {
      expect(await site.get('/')).toBe('landing');
      expect(await site.get('/login')).toBe('login');
      expect(await site.get('/login/')).toBe('login');
      expect(await site.get('/reset-password?token=abc')).toBe('reset');
      expect(await site.get('/app/analyze')).toBe('shell');
      expect(await site.get('/admin/users')).toBe('shell');
      expect(await site.get('/login/extra')).toBe('shell');
    } finally {
      await site.close();
    }
  });
});
