import { getRoutine } from '@pele/shared/routes/routines';
import { userDay } from '@pele/shared/routine-days';
import { routineMessages } from '@pele/shared/schemas/routines';
import { completionsRepository } from '../../adapters/dynamo/completions-repository';
import { routinesRepository } from '../../adapters/dynamo/routines-repository';
import { notFound } from '../../domain/errors';
import { completedStepIds } from '../../domain/routines/completion';
import { createHandler } from '../../middleware/create-handler';
import { timeZoneOf, toRoutineView } from '../../services/routine-views';

/** One current routine of the caller with today's completions; another user's id or a retired one is 404. */
export const handler = createHandler(getRoutine, async ({ params, caller, account }) => {
  const record = await routinesRepository.get(caller.userId, params.id);
  if (!record || record.retiredAt !== null) throw notFound(routineMessages.notFound);
  const today = userDay(new Date(), timeZoneOf(account));
  const completions = await completionsRepository.forDay(caller.userId, today);
  return toRoutineView(record, completedStepIds(completions, record.id, today), today);
});
