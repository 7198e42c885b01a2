import { updateRoutine } from '@pele/shared/routes/routines';
import { userDay } from '@pele/shared/routine-days';
import { routineMessages } from '@pele/shared/schemas/routines';
import { ulid } from 'ulid';
import { completionsRepository } from '../../adapters/dynamo/completions-repository';
import { routinesRepository } from '../../adapters/dynamo/routines-repository';
import { notFound } from '../../domain/errors';
import { completedStepIds } from '../../domain/routines/completion';
import { withStepIds } from '../../domain/routines/routine-record';
import { validateEditedSteps } from '../../domain/routines/step-edits';
import { createHandler } from '../../middleware/create-handler';
import { stepErrors, timeZoneOf, toRoutineView } from '../../services/routine-views';

/**
 * Edits a current routine: name, time of day and/or the whole list of steps. Steps sent with their id
 * keep it, so today's completions of those steps stay; past days are never rewritten (each completion
 * keeps the step list it was recorded against).
 */
export const handler = createHandler(updateRoutine, async ({ params, body, caller, account }) => {
  const record = await routinesRepository.get(caller.userId, params.id);
  if (!record || record.retiredAt !== null) throw notFound(routineMessages.notFound);
  let steps = record.steps;
  if (body.steps) {
    const checked = validateEditedSteps(body.steps);
    if (!checked.ok) throw stepErrors(checked.errors);
    steps = withStepIds(checked.steps, ulid);
  }
  const now = new Date();
  const updated = await routinesRepository.update(
    caller.userId,
    record.id,
    { name: body.name ?? record.name, timeOfDay: body.timeOfDay ?? record.timeOfDay, steps },
    now.toISOString(),
  );
  if (!updated) throw notFound(routineMessages.notFound);
  const today = userDay(now, timeZoneOf(account));
  const completions = await completionsRepository.forDay(caller.userId, today);
  return toRoutineView(updated, completedStepIds(completions, updated.id, today), today);
});
