import { defineRoute, type RouteDef } from '../route-def';
import * as admin from '../schemas/admin';

/** Staff routes (spec 7.8), all behind the admin group. */
export const adminSetUserStatus = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/admin/users/{id}/status',
  access: 'admin',
  params: admin.userIdParams,
  body: admin.userStatusBody,
  response: admin.userStatus,
});

export const adminRoutes = { adminSetUserStatus } satisfies Record<string, RouteDef>;
