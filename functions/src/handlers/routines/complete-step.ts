import { completeRoutineStep } from '@pele/shared/routes/routines';
import { isDay, userDay } from '@pele/shared/routine-days';
import { routineMessages } from '@pele/shared/schemas/routines';
import { completionsRepository } from '../../adapters/dynamo/completions-repository';
import { routinesRepository } from '../../adapters/dynamo/routines-repository';
import { badRequest, notFound } from '../../domain/errors';
import { completedStepIds, recordCompletion } from '../../domain/routines/completion';
import { canCompleteOn } from '../../domain/routines/routine-record';
import { createHandler } from '../../middleware/create-handler';
import { timeZoneOf, toRoutineView } from '../../services/routine-views';

/**
 * Marks a step done on a day: today in the user's zone, or yesterday as `date` from the day navigation
 * (the grace of `recordCompletion`). Older days and days still to come are refused (400 on `date`). Idempotent (one conditional put per step and day) and final: there is
 * no way to undo a completion (spec 4).
 */
export const handler = createHandler(completeRoutineStep, async ({ body, caller, account }) => {
  const timeZone = timeZoneOf(account);
  const now = new Date();
  const day = body.date ?? userDay(now, timeZone);
  // The day's completions are read beside the routine, one round trip instead of two after the write; the
  // step written below is added to them. A refused request has only read.
  const [record, ofDay] = await Promise.all([
    routinesRepository.get(caller.userId, body.routineId),
    isDay(day) ? completionsRepository.forDay(caller.userId, day) : [],
  ]);
  if (!record) throw notFound(routineMessages.notFound);
  const result = recordCompletion({ routine: record, stepId: body.stepId, now, timeZone, date: body.date });
  if (!result.ok) {
    if (result.reason === 'unknown_step') throw notFound(routineMessages.stepNotFound);
    if (result.reason === 'future_day')
      throw badRequest(routineMessages.futureDay, { date: routineMessages.futureDay });
    if (result.reason === 'past_day_closed')
      throw badRequest(routineMessages.pastDayClosed, { date: routineMessages.pastDayClosed });
    throw badRequest(routineMessages.invalidDate, { date: routineMessages.invalidDate });
  }
  if (!canCompleteOn(record, day, timeZone))
    throw badRequest(routineMessages.notActiveThatDay, { date: routineMessages.notActiveThatDay });

  const { completion, created } = await completionsRepository.record(caller.userId, result.completion);
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
});
