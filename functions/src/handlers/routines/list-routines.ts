import { listRoutines } from '@pele/shared/routes/routines';
import { userDay } from '@pele/shared/routine-days';
import { createHandler } from '../../middleware/create-handler';
import { routinesOfDay, timeZoneOf } from '../../services/routine-views';

/** Today's routines by default; `date` shows a past day's routines with what was completed that day. */
export const handler = createHandler(listRoutines, async ({ query, caller, account }) => {
  const timeZone = timeZoneOf(account);
  const today = userDay(new Date(), timeZone);
  return routinesOfDay(caller.userId, {
    day: query.date ?? today,
    today,
    timeZone,
    timeOfDay: query.timeOfDay,
  });
});
