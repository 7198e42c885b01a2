import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/routines';

/**
 * Routines (spec 7.6, 2.10). Completions are facts stored per user day (America/Sao_Paulo unless the
 * profile says otherwise): they are never undone, and generation, edits and deletes keep them, so the
 * day navigation shows real history and the streak survives. Owner only: another user's id is 404.
 */
export const listRoutines = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/routines',
  access: 'user',
  query: schema.routinesQuery,
  response: schema.routineList,
});

export const createRoutine = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/routines',
  access: 'user',
  status: 201,
  body: schema.createRoutineBody,
  response: schema.routine,
});

export const generateRoutines = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/routines/generate',
  access: 'user',
  status: 201,
  response: schema.generatedRoutines,
});

export const completeRoutineStep = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/routines/step/complete',
  access: 'user',
  body: schema.completeStepBody,
  response: schema.stepCompleted,
});

export const routineStreak = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/routines/streak',
  access: 'user',
  response: schema.streak,
});

export const resetDailyRoutines = /* @__PURE__ */ defineRoute({
  method: 'POST',
  path: '/api/routines/reset-daily',
  access: 'user',
  response: schema.resetDaily,
});

export const getRoutine = /* @__PURE__ */ defineRoute({
  method: 'GET',
  path: '/api/routines/{id}',
  access: 'user',
  params: schema.routineIdParams,
  response: schema.routine,
});

export const updateRoutine = /* @__PURE__ */ defineRoute({
  method: 'PUT',
  path: '/api/routines/{id}',
  access: 'user',
  params: schema.routineIdParams,
  body: schema.updateRoutineBody,
  response: schema.routine,
});

export const deleteRoutine = /* @__PURE__ */ defineRoute({
  method: 'DELETE',
  path: '/api/routines/{id}',
  access: 'user',
  params: schema.routineIdParams,
  response: schema.routineDeleted,
});

export const routineRoutes = {
  listRoutines,
  createRoutine,
  generateRoutines,
  completeRoutineStep,
  routineStreak,
  resetDailyRoutines,
  getRoutine,
  updateRoutine,
  deleteRoutine,
} satisfies Record<string, RouteDef>;
