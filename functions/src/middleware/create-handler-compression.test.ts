import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { defineRoute } from '@pele/shared/route-def';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createHandler } from './create-handler';
import { call, deps, profile, silenceLogs } from './create-handler-fixtures';
import { apiEvent } from './test-events';

silenceLogs();

describe('compression at the origin (CloudFront does not compress the uncached API)', () => {
  const listRoute = defineRoute({
    method: 'GET',
    path: '/api/test-list',
    access: 'user',
    response: z.object({ items: z.array(z.string()) }),
  });
  const items = Array.from({ length: 200 }, (_, i) => `Sérum facial número ${i}`);
  const handler = createHandler(listRoute, async () => ({ items }), deps({ u1: profile() }));
  const raw = async (acceptEncoding?: string) => {
    const event = apiEvent({
      claims: { sub: 'u1' },
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
    return (await call(handler, event, { parse: false })).raw;
  };

  it('answers brotli to a client that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await raw('gzip, deflate, br');
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(br.headers.Vary).toMatch(/Accept-Encoding/);
    expect(br.isBase64Encoded).toBe(true);
    const decoded = JSON.parse(brotliDecompressSync(Buffer.from(br.body, 'base64')).toString());
    expect(decoded).toEqual({ success: true, data: { items } });
    expect(Buffer.from(br.body, 'base64').length).toBeLessThan(JSON.stringify(decoded).length / 4);

    const gzip = await raw('gzip');
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(gzip.body, 'base64')).toString())).toEqual(decoded);
  });

  it('answers plain JSON to a client that asks for no encoding, and to the next one after a compressed answer', async () => {
    await raw('br');
    const plain = await raw();
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.isBase64Encoded).toBeFalsy();
    expect(JSON.parse(plain.body)).toEqual({ success: true, data: { items } });
  });
});
