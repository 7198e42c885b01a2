import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/challenges';

/**
 * Challenges: proposals from the caller's latest analysis and routine, the ones joined and their progress.
 * Owner only: the caller's challenges are found by the token, no id is ever sent.
 */
export const listChallenges = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/challenges',
  access: 'user',
  response: schema.challengesView,
});

export const joinChallenge = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/challenges',
  access: 'user',
  status: 201,
  body: schema.joinChallengeBody,
  response: schema.challengeJoined,
});

export const challengeRoutes = { listChallenges, joinChallenge } satisfies Record<string, RouteDef>;
