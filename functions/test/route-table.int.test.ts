import { fillPath } from '@pele/shared/route-def';
import { routeList } from '@pele/shared/routes';
import { describe, expect, inject, it } from 'vitest';
import { api, registerUser, type TestUser } from './http';

/**
 * Walks the one route table: whatever a route is, the deployed API must answer as the table declares.
 * A route added to the table without its guard, or a handler that skips validation, fails here.
 */
const routes = routeList().map(([name, route]) => ({
  name,
  route,
  path: fillPath(
    route.path,
    Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key as string, 'x-test-id'])),
  ),
}));

let user: TestUser | undefined;
let adminToken: string | undefined;
const tokens = async () => {
  user ??= await registerUser('route-table');
  if (!adminToken) {
    const res = await api<{ token: string }>('POST', '/api/auth/login', {
      body: { email: inject('adminEmail' as never), password: inject('adminPassword' as never) },
    });
    adminToken = res.body.data?.token;
  }
  return { user: user.token, admin: adminToken as string };
};

describe('every route in the table', () => {
  it.each(routes.filter(({ route }) => route.access !== 'public'))(
    '$name refuses an anonymous caller with 401',
    async ({ route, path }) => {
      const res = await api(route.method, path, { rawBody: route.body ? '{}' : undefined });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    },
  );

  it.each(routes.filter(({ route }) => route.access === 'admin'))(
    '$name refuses a signed-in non-admin with 403',
    async ({ route, path }) => {
      const res = await api(route.method, path, {
        token: (await tokens()).user,
        rawBody: route.body ? '{}' : undefined,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(403);
    },
  );

  it.each(routes.filter(({ route }) => route.body))(
    '$name refuses a body that is not JSON with 400',
    async ({ route, path }) => {
      const { user: userToken, admin } = await tokens();
      const token = route.access === 'admin' ? admin : route.access === 'user' ? userToken : undefined;
      const res = await api(route.method, path, {
        token,
        rawBody: '{"broken":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'INVALID_JSON' });
    },
  );

  it.each(routes.filter(({ route }) => route.body))(
    '$name refuses a JSON body of the wrong shape with 400 and per-field messages',
    async ({ route, path }) => {
      const { user: userToken, admin } = await tokens();
      const token = route.access === 'admin' ? admin : route.access === 'user' ? userToken : undefined;
      const res = await api(route.method, path, { token, body: [1, 2, 3] });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(typeof res.body.error).toBe('string');
    },
  );
});
