import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adminAccess, get, rawGet, stackEnv, useEchoGateway } from './gateway-requests';

useEchoGateway();

describe('local gateway: the SPA', () => {
  it('answers a prerendered page with its own HTML, other client routes with the SPA shell and unknown files with 404', async () => {
    const shell = await (await get('/shell.html')).text();
    const clientRoute = await get('/app/profile');
    expect(clientRoute.status).toBe(200);
    expect(clientRoute.headers.get('content-type')).toMatch(/^text\/html/);
    expect(clientRoute.headers.get('cache-control')).toBe('no-cache');
    expect(await clientRoute.text()).toBe(shell);
    const login = await get('/login');
    expect(login.status).toBe(200);
    const loginPage = await login.text();
    expect(loginPage).not.toBe(shell);
    expect(loginPage).toMatch(/<form/);
    expect((await get('/missing-file.js')).status).toBe(404);
  });

  it('compresses the SPA files as CloudFront does, and passes on the API answers the handlers compressed', async () => {
    const page = await rawGet('/');
    // The largest script the page names (its entry or a preloaded chunk): a tiny entry compresses too little to
    // tell brotli from a plain answer with a fixed ratio.
    const scripts = [...page.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(scripts.length, 'the page names its scripts').toBeGreaterThan(0);
    const sized = await Promise.all(scripts.map(async (path) => ({ path, plain: await rawGet(path) })));
    const { path: script, plain } = sized.reduce((a, b) =>
      b.plain.body.length > a.plain.body.length ? b : a,
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(script, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const products = await rawGet('/api/products?limit=20', {
      'accept-encoding': 'gzip',
      authorization: `Bearer ${adminAccess}`,
    });
    expect(products.status).toBe(200);
    expect(products.headers['content-encoding']).toBe('gzip');
    expect(products.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(products.body).toString()).success).toBe(true);
    const plainProducts = await rawGet('/api/products?limit=20', { authorization: `Bearer ${adminAccess}` });
    expect(plainProducts.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plainProducts.body.toString()).success).toBe(true);
  });

  it('answers an oversized address with 431 in the envelope, with the security headers', async () => {
    const response = await rawGet(`/api/products?keyword=${'a'.repeat(100_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(response.body.toString())).toEqual({
      success: false,
      error: 'O endereço ou os cabeçalhos da requisição são grandes demais.',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('sends the security headers, with the local S3 origin allowed for images and uploads', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`img-src 'self' data: blob: ${stackEnv.S3_PUBLIC_ENDPOINT}`);
    expect(csp).toContain(`connect-src 'self' ${stackEnv.S3_PUBLIC_ENDPOINT}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
