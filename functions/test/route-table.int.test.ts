import { fillPath } from '@pele/shared/route-def';
import { type RouteName, routeList, routes as routeTable } from '@pele/shared/routes';
import { describe, expect, it } from 'vitest';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { type ApiAnswer, api, registerUser, type TestUser } from './http';
import { ROUTE_EXPECTATIONS, type RouteExpectation, type RouteRequest } from './route-access-matrix';
import { Fixtures } from './route-fixtures';

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
      body: { email: testStack().admin.email, password: testStack().admin.password },
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

/**
 * The access matrix: every route × {anonymous, owner, another user with the owner's ids, non-admin, admin},
 * each sent the owner's own valid request, must answer the status ROUTE_EXPECTATIONS declares, in the
 * envelope. The owner goes last, so a route that deletes or logs out has already been tried by the others.
 */
describe('the access matrix', () => {
  it('has an entry for every route of the table, and none for a route that is gone', () => {
    expect(Object.keys(ROUTE_EXPECTATIONS).sort()).toEqual(
      routeList()
        .map(([name]) => name)
        .sort(),
    );
  });

  const shared = new Fixtures('shared');
  let other: Promise<TestUser> | undefined;
  const otherUser = () => {
    other ??= registerUser('matrix-other');
    return other;
  };

  const send = (name: RouteName, request: RouteRequest, token: string | undefined): Promise<ApiAnswer> => {
    const route = routeTable[name];
    const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
    return api(route.method, `${fillPath(route.path, request.params)}${query}`, {
      token,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  };

  const expectAnswer = (res: ApiAnswer, status: number) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status < 300) expect(res.body.success).toBe(true);
    else expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
  };

  const entries = Object.entries(ROUTE_EXPECTATIONS) as Array<[RouteName, RouteExpectation]>;
  describe.each(entries)('%s', (name, expectation) => {
    const fixtures = expectation.fresh ? new Fixtures(name) : shared;
    let request: Promise<RouteRequest> | undefined;
    const requestOf = () => {
      request ??= Promise.resolve(expectation.request(fixtures));
      return request;
    };

    it(`anonymous → ${expectation.anonymous}`, async () => {
      expectAnswer(await send(name, await requestOf(), undefined), expectation.anonymous);
    });

    if (expectation.other !== undefined) {
      const status = expectation.other;
      it(`another user with the owner's ids → ${status}`, async () => {
        expectAnswer(await send(name, await requestOf(), (await otherUser()).token), status);
      });
    }

    if (expectation.admin !== null) {
      const status = expectation.admin;
      it(`admin → ${status}`, async () => {
        const admin = await shared.admin();
        expectAnswer(await send(name, await requestOf(), admin.token), status);
      });
    }

    const ownerRole = routeTable[name].access === 'admin' ? 'a signed-in non-admin' : 'the owner';
    it(`${ownerRole} → ${expectation.owner}`, async () => {
      const owner = await fixtures.owner();
      expectAnswer(await send(name, await requestOf(), owner.token), expectation.owner);
    });
  });
});
