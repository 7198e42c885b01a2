import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/user-data';

/** What the profile keeps beside the account: the ingredient avoid list (allergies) and the profile counts. */
export const userDataRoutes = {
  getAllergies: defineRoute({
    method: 'GET',
    path: '/api/users/allergies',
    handler: 'user-data/get-allergies',
    access: 'user',
    response: schema.allergies,
  }),
  putAllergies: defineRoute({
    method: 'PUT',
    path: '/api/users/allergies',
    handler: 'user-data/put-allergies',
    access: 'user',
    body: schema.allergiesBody,
    response: schema.allergies,
    grants: ['table:write'],
  }),
  profileStats: defineRoute({
    method: 'GET',
    path: '/api/users/profile/stats',
    handler: 'user-data/profile-stats',
    access: 'user',
    response: schema.profileStats,
  }),
} satisfies Record<string, RouteDef>;
