import { updateRoutine } from '@pele/shared/routes/routines';
import { createHandler } from '../../middleware/create-handler';
import { editRoutine } from '../../services/routine-use-cases';
import { timeZoneOf } from '../../services/routine-views';

/** Edits a current routine: name, time of day and/or the whole list of steps (editRoutine). */
export const handler = createHandler(updateRoutine, ({ params, body, caller, account }) =>
  editRoutine(caller.userId, params.id, body, timeZoneOf(account)),
);
