import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './static-files';

describe('cache headers of the SPA', () => {
  it('caches content-hashed assets forever and always revalidates pages', () => {
    expect(cacheControlFor('/assets/index-DiwrgTda.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/app/profile')).toBe('no-cache');
    expect(cacheControlFor('/manifest.webmanifest')).toBe('public, max-age=3600');
    expect(cacheControlFor('/sw.js')).toBe('no-cache');
  });
});
