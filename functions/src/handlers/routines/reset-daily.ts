import { resetDailyRoutines } from '@pele/shared/routes/routines';
import { userDay } from '@pele/shared/routine-days';
import { createHandler } from '../../middleware/create-handler';
import { routinesOfDay, timeZoneOf } from '../../services/routine-views';

/**
 * Spec 7.6's daily reset. Completions are stored per user day, so a new day starts with every step
 * unchecked without writing anything, and yesterday's history stays. The call keeps its meaning by
 * answering today's routines as they start (`changed: false`: nothing stored needed to change).
 */
export const handler = createHandler(resetDailyRoutines, async ({ caller, account }) => {
  const timeZone = timeZoneOf(account);
  const today = userDay(new Date(), timeZone);
  return {
    today,
    changed: false,
    routines: await routinesOfDay(caller.userId, { day: today, today, timeZone }),
  };
});
