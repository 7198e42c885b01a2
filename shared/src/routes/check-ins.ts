import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/check-ins';

/**
 * The daily skin check-in: one score per user day, kept in the user's partition. Owner only: the caller's own
 * days are found by the token, no id is ever sent.
 */
export const putTodayCheckIn = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/check-ins/today',
  access: 'user',
  body: schema.putCheckInBody,
  response: schema.checkInSaved,
});

export const listCheckIns = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/check-ins',
  access: 'user',
  query: schema.checkInsQuery,
  response: schema.checkInHistory,
});

export const checkInRoutes = { putTodayCheckIn, listCheckIns } satisfies Record<string, RouteDef>;
