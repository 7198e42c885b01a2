import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/system';

export const health = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: schema.health,
});

export const systemRoutes = { health } satisfies Record<string, RouteDef>;
