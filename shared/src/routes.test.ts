import { describe, expect, it } from 'vitest';
import { routeAreas, routeList } from './routes';

describe('route table', () => {
  it('gives every route a unique name across areas', () => {
    const names = Object.values(routeAreas).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
  });
  it('declares each method and path once', () => {
    const keys = routeList().map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('keeps every path under /api with API Gateway parameter syntax', () => {
    for (const [, route] of routeList()) expect(route.path).toMatch(/^\/api(\/([a-z0-9-]+|\{[a-zA-Z]+\}))+$/);
  });
  it('declares a params schema exactly when the path has parameters', () => {
    for (const [name, route] of routeList())
      expect(Boolean(route.params), name).toBe(route.path.includes('{'));
  });
  it('gives body schemas only to methods that carry a body', () => {
    for (const [name, route] of routeList())
      if (route.body) expect(['POST', 'PUT'], name).toContain(route.method);
  });
});
