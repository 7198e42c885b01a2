import { createRoutine } from '@pele/shared/routes/routines';
import { userDay } from '@pele/shared/routine-days';
import { ulid } from 'ulid';
import { routinesRepository } from '../../adapters/dynamo/routines-repository';
import { conflict } from '../../domain/errors';
import { newRoutineRecord } from '../../domain/routines/routine-record';
import { validateEditedSteps } from '../../domain/routines/step-edits';
import { createHandler } from '../../middleware/create-handler';
import { stepErrors, timeZoneOf, toRoutineView } from '../../services/routine-views';

/** Bounds the user's current routines, so one regeneration can retire them all in one transaction. */
export const MAX_CURRENT_ROUTINES = 20;

/** A routine the user writes; its steps follow the same rules as an edit (validateEditedSteps). */
export const handler = createHandler(createRoutine, async ({ body, caller, account }) => {
  const checked = validateEditedSteps(body.steps);
  if (!checked.ok) throw stepErrors(checked.errors);
  const current = (await routinesRepository.listAll(caller.userId)).filter((r) => r.retiredAt === null);
  if (current.length >= MAX_CURRENT_ROUTINES)
    throw conflict(`Você pode ter no máximo ${MAX_CURRENT_ROUTINES} rotinas. Exclua uma para criar outra.`);
  const now = new Date();
  const record = newRoutineRecord(
    {
      id: ulid(),
      userId: caller.userId,
      origin: 'custom',
      routine: { name: body.name, timeOfDay: body.timeOfDay, steps: checked.steps },
    },
    now,
    ulid,
  );
  await routinesRepository.create(record);
  return toRoutineView(record, new Set(), userDay(now, timeZoneOf(account)));
});
