import { z } from 'zod';
import { defineRoute, type RouteDef } from '../route-def';
import * as schema from '../schemas/routines';

/**
 * Routines (spec 7.6, 2.10). Completions are facts stored per user day (America/Sao_Paulo unless the
 * profile says otherwise): they are never undone, and generation, edits and deletes keep them, so the
 * day navigation shows real history and the streak survives. Owner only: another user's id is 404.
 */
export const routineRoutes = {
  listRoutines: defineRoute({
    method: 'GET',
    path: '/api/routines',
    handler: 'routines/list-routines',
    access: 'user',
    query: schema.routinesQuery,
    response: z.array(schema.routine),
  }),
  createRoutine: defineRoute({
    method: 'POST',
    path: '/api/routines',
    handler: 'routines/create-routine',
    access: 'user',
    status: 201,
    body: schema.createRoutineBody,
    response: schema.routine,
    grants: ['table:write'],
  }),
  generateRoutines: defineRoute({
    method: 'POST',
    path: '/api/routines/generate',
    handler: 'routines/generate-routines',
    access: 'user',
    status: 201,
    response: schema.generatedRoutines,
    grants: ['table:write'],
  }),
  completeRoutineStep: defineRoute({
    method: 'POST',
    path: '/api/routines/step/complete',
    handler: 'routines/complete-step',
    access: 'user',
    body: schema.completeStepBody,
    response: schema.stepCompleted,
    grants: ['table:write'],
  }),
  routineStreak: defineRoute({
    method: 'GET',
    path: '/api/routines/streak',
    handler: 'routines/streak',
    access: 'user',
    response: schema.streak,
  }),
  resetDailyRoutines: defineRoute({
    method: 'POST',
    path: '/api/routines/reset-daily',
    handler: 'routines/reset-daily',
    access: 'user',
    response: schema.resetDaily,
  }),
  getRoutine: defineRoute({
    method: 'GET',
    path: '/api/routines/{id}',
    handler: 'routines/get-routine',
    access: 'user',
    params: schema.routineIdParams,
    response: schema.routine,
  }),
  updateRoutine: defineRoute({
    method: 'PUT',
    path: '/api/routines/{id}',
    handler: 'routines/update-routine',
    access: 'user',
    params: schema.routineIdParams,
    body: schema.updateRoutineBody,
    response: schema.routine,
    grants: ['table:write'],
  }),
  deleteRoutine: defineRoute({
    method: 'DELETE',
    path: '/api/routines/{id}',
    handler: 'routines/delete-routine',
    access: 'user',
    params: schema.routineIdParams,
    response: schema.routineDeleted,
    grants: ['table:write'],
  }),
} satisfies Record<string, RouteDef>;
