import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './route-matcher';

const routes = [
  { method: 'GET', path: '/api/skin-analysis/{id}', name: 'get' },
  { method: 'DELETE', path: '/api/skin-analysis/{id}', name: 'delete' },
  { method: 'GET', path: '/api/skin-analysis/latest', name: 'latest' },
  { method: 'GET', path: '/api/files/{proxy+}', name: 'files' },
  { method: 'POST', path: '/api/auth/login', name: 'login' },
];
const match = createRouteMatcher(routes);

describe('route matcher', () => {
  it('prefers a literal segment over a path parameter, whatever the declaration order', () => {
    const found = match('GET', '/api/skin-analysis/latest');
    expect(found).toMatchObject({ kind: 'found', route: { name: 'latest' }, pathParameters: {} });
  });

  it('falls back to the parameter route of the same method', () => {
    expect(match('DELETE', '/api/skin-analysis/latest')).toMatchObject({
      kind: 'found',
      route: { name: 'delete' },
      pathParameters: { id: 'latest' },
    });
  });

  it('decodes path parameters', () => {
    expect(match('GET', '/api/skin-analysis/a%20b')).toMatchObject({ pathParameters: { id: 'a b' } });
  });

  it('lets a greedy parameter take the rest of the path', () => {
    expect(match('GET', '/api/files/a/b/c.png')).toMatchObject({ pathParameters: { proxy: 'a/b/c.png' } });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(match('PUT', '/api/skin-analysis/x')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'DELETE'],
    });
    expect(match('GET', '/api/auth/login')).toEqual({ kind: 'method-not-allowed', allowed: ['POST'] });
    expect(match('GET', '/api/nothing')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/skin-analysis/x/y')).toEqual({ kind: 'not-found' });
  });
});
