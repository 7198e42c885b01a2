import { completeRoutineStep } from '@pele/shared/routes/routines';
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
  const record = await routinesRepository.get(caller.userId, body.routineId);
  if (!record) throw notFound(routineMessages.notFound);
  const result = recordCompletion({
    routine: record,
    stepId: body.stepId,
    now: new Date(),
    timeZone,
    date: body.date,
  });
  if (!result.ok) {
    if (result.reason === 'unknown_step') throw notFound(routineMessages.stepNotFound);
    if (result.reason === 'future_day')
      throw badRequest(routineMessages.futureDay, { date: routineMessages.futureDay });
    if (result.reason === 'past_day_closed')
      throw badRequest(routineMessages.pastDayClosed, { date: routineMessages.pastDayClosed });
    throw badRequest(routineMessages.invalidDate, { date: routineMessages.invalidDate });
  }
  const { day } = result.completion;
  if (!canCompleteOn(record, day, timeZone))
    throw badRequest(routineMessages.notActiveThatDay, { date: routineMessages.notActiveThatDay });

  const { completion, created } = await completionsRepository.record(caller.userId, result.completion);
  const ofDay = await completionsRepository.forDay(caller.userId, day);
  return {
    routine: toRoutineView(record, completedStepIds(ofDay, record.id, day), day),
    completion: {
      routineId: completion.routineId,
      stepId: completion.stepId,
      day: completion.day,
      completedAt: completion.completedAt,
    },
    alreadyCompleted: !created,
  };
});
