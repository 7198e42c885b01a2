/**
 * The routine screens' use cases: each reads the routine and the day's completions (two repositories), so the
 * handlers stay a call each.
 */
import { isDay, userDay } from '@pele/shared/routine-days';
import {
  type completeStepBody,
  routineMessages,
  type updateRoutineBody,
} from '@pele/shared/schemas/routines';
import { ulid } from 'ulid';
import type { z } from 'zod/mini';
import { completionsRepository } from '../adapters/dynamo/completions-repository';
import { routinesRepository } from '../adapters/dynamo/routines-repository';
import { badRequest, notFound } from '../domain/errors';
import { completedStepIds, recordCompletion } from '../domain/routines/completion';
import { canCompleteOn, type RoutineRecord, withStepIds } from '../domain/routines/routine-record';
import { validateEditedSteps } from '../domain/routines/step-edits';
import { stepErrors, toRoutineView } from './routine-views';

/** A routine as the screen shows it today, with today's completions. */
const viewToday = async (userId: string, record: RoutineRecord, now: Date, timeZone: string) => {
  const today = userDay(now, timeZone);
  const completions = await completionsRepository.forDay(userId, today);
  return toRoutineView(record, completedStepIds(completions, record.id, today), today);
};

/** One current routine of the user with today's completions; another user's id or a retired one is 404. */
export const currentRoutine = async (userId: string, id: string, timeZone: string) => {
  const record = await routinesRepository.get(userId, id);
  if (!record || record.retiredAt !== null) throw notFound(routineMessages.notFound);
  return viewToday(userId, record, new Date(), timeZone);
};

/**
 * Edits a current routine: name, time of day and/or the whole list of steps. Steps sent with their id keep it,
 * so today's completions of those steps stay; past days are never rewritten (each completion keeps the step
 * list it was recorded against).
 */
export const editRoutine = async (
  userId: string,
  id: string,
  body: z.output<typeof updateRoutineBody>,
  timeZone: string,
) => {
  const record = await routinesRepository.get(userId, id);
  if (!record || record.retiredAt !== null) throw notFound(routineMessages.notFound);
  let steps = record.steps;
  if (body.steps) {
    const checked = validateEditedSteps(body.steps);
    if (!checked.ok) throw stepErrors(checked.errors);
    steps = withStepIds(checked.steps, ulid);
  }
  const now = new Date();
  const updated = await routinesRepository.update(
    userId,
    record.id,
    { name: body.name ?? record.name, timeOfDay: body.timeOfDay ?? record.timeOfDay, steps },
    now.toISOString(),
  );
  if (!updated) throw notFound(routineMessages.notFound);
  return viewToday(userId, updated, now, timeZone);
};

const completionRefusal = (reason: string) => {
  if (reason === 'unknown_step') return notFound(routineMessages.stepNotFound);
  if (reason === 'future_day')
    return badRequest(routineMessages.futureDay, { date: routineMessages.futureDay });
  if (reason === 'past_day_closed')
    return badRequest(routineMessages.pastDayClosed, { date: routineMessages.pastDayClosed });
  return badRequest(routineMessages.invalidDate, { date: routineMessages.invalidDate });
};

/**
 * Marks a step done on a day: today in the user's zone, or yesterday as `date` from the day navigation (the
 * grace of `recordCompletion`). Older days and days still to come are refused (400 on `date`). Idempotent (one
 * conditional put per step and day) and final: there is no way to undo a completion (spec 4).
 */
export const completeStep = async (
  userId: string,
  body: z.output<typeof completeStepBody>,
  timeZone: string,
) => {
  const now = new Date();
  const day = body.date ?? userDay(now, timeZone);
  // The day's completions are read beside the routine, one round trip instead of two after the write; the step
  // written below is added to them. A refused request has only read.
  const [record, ofDay] = await Promise.all([
    routinesRepository.get(userId, body.routineId),
    isDay(day) ? completionsRepository.forDay(userId, day) : [],
  ]);
  if (!record) throw notFound(routineMessages.notFound);
  const result = recordCompletion({ routine: record, stepId: body.stepId, now, timeZone, date: body.date });
  if (!result.ok) throw completionRefusal(result.reason);
  if (!canCompleteOn(record, day, timeZone))
    throw badRequest(routineMessages.notActiveThatDay, { date: routineMessages.notActiveThatDay });
  const { completion, created } = await completionsRepository.record(userId, result.completion);
  const done = completedStepIds(ofDay, record.id, day).add(completion.stepId);
  return {
    routine: toRoutineView(record, done, day),
    completion: {
      routineId: completion.routineId,
      stepId: completion.stepId,
      day: completion.day,
      completedAt: completion.completedAt,
    },
    alreadyCompleted: !created,
  };
};
