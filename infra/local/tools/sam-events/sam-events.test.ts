import type { RouteDef } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { describe, expect, it } from 'vitest';
import { samEvent } from './sam-events';

const table = Object.entries(routes) as [string, RouteDef][];

describe('sam local events', () => {
  it.each(table)('%s: a request its route accepts, as API Gateway would pass it', (name, route) => {
    const event = samEvent(name, route);
    expect(event.routeKey).toBe(`${route.method} ${route.path}`);
    expect(event.requestContext.http.method).toBe(route.method);
    if (route.body) expect(route.body.safeParse(JSON.parse(event.body ?? '')).success).toBe(true);
    else expect(event.body).toBeUndefined();
    if (route.query) expect(route.query.safeParse(event.queryStringParameters ?? {}).success).toBe(true);
    if (route.params) expect(route.params.safeParse(event.pathParameters ?? {}).success).toBe(true);
    expect(event.rawPath).not.toMatch(/[{}]/);
    const jwt = (event.requestContext as { authorizer?: { jwt: { claims: Record<string, string> } } })
      .authorizer?.jwt;
    expect(jwt === undefined).toBe(route.access === 'public');
    expect(jwt?.claims['cognito:groups'] === '[admin]').toBe(route.access === 'admin');
  });

  it('writes the same events on every run', () => {
    const [name, route] = table.find(([, route]) => route.body) as [string, RouteDef];
    expect(samEvent(name, route)).toEqual(samEvent(name, route));
  });
});
