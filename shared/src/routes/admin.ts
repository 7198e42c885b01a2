import { defineRoute, type RouteDef } from '../route-def';
import * as admin from '../schemas/admin';

/** Staff routes (spec 7.8), all behind the admin group. */
export const adminRoutes = {
  adminSetUserStatus: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/{id}/status',
    handler: 'admin/set-user-status',
    access: 'admin',
    params: admin.userIdParams,
    body: admin.userStatusBody,
    response: admin.userStatus,
    grants: ['table:write'],
  }),
} satisfies Record<string, RouteDef>;
