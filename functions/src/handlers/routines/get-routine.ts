import { getRoutine } from '@pele/shared/routes/routines';
import { createHandler } from '../../middleware/create-handler';
import { currentRoutine } from '../../services/routine-use-cases';
import { timeZoneOf } from '../../services/routine-views';

/** One current routine of the caller with today's completions; another user's id or a retired one is 404. */
export const handler = createHandler(getRoutine, ({ params, caller, account }) =>
  currentRoutine(caller.userId, params.id, timeZoneOf(account)),
);
