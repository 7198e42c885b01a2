import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/user-data';

/** What the profile keeps beside the account: the ingredient avoid list (allergies) and the profile counts. */
export const getAllergies = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/users/allergies',
  access: 'user',
  response: schema.allergies,
});

export const putAllergies = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/users/allergies',
  access: 'user',
  body: schema.allergiesBody,
  response: schema.allergies,
});

export const profileStats = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/users/profile/stats',
  access: 'user',
  response: schema.profileStats,
});

export const userDataRoutes = { getAllergies, putAllergies, profileStats } satisfies Record<string, RouteDef>;
