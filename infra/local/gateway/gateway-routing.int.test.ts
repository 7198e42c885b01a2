import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerModulePath } from '../paths';
import { maxBodyBytes } from './gateway';
import { apiUrl, get } from './gateway-requests';

describe('local gateway: routing', () => {
  it('answers an unknown /api path with the 404 envelope', async () => {
    const response = await get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Rota não encontrada.',
      code: 'NOT_FOUND',
    });
  });

  it('answers a known path with the wrong method with a 405 envelope', async () => {
    const response = await fetch(`${apiUrl}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
  });

  it.skipIf(!existsSync(handlerModulePath('system/health')))('serves GET /api/health', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('refuses a body over API Gateway’s 10 MB limit with 413', async () => {
    const response = await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(maxBodyBytes + 1),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.json()).toEqual({
      success: false,
      error: 'A requisição é grande demais.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers a write to the SPA’s files with a 405 envelope and the security headers', async () => {
    const response = await fetch(`${apiUrl}/index.html`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.json()).toEqual({
      success: false,
      error: 'Método não permitido para esta rota.',
      code: 'METHOD_NOT_ALLOWED',
    });
  });

  it('answers a missing or climbing /media/ path with a 404 envelope and the security headers', async () => {
    for (const path of ['/media/products/none.webp', '/media/products%2F..%2F..%2Fpele-uploads%2Fx']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({
        success: false,
        error: 'Imagem não encontrada.',
        code: 'NOT_FOUND',
      });
    }
  });
});
