import { routineStreak } from '@pele/shared/routes/routines';
import { userDay } from '@pele/shared/routine-days';
import { completionsRepository } from '../../adapters/dynamo/completions-repository';
import { STREAK_HELP_TEXT, streak } from '../../domain/routines/streak';
import { createHandler } from '../../middleware/create-handler';
import { timeZoneOf } from '../../services/routine-views';

/** The rule is the domain's (streak.ts) and the help text states it. */
export const handler = createHandler(routineStreak, async ({ caller, account }) => {
  const timeZone = timeZoneOf(account);
  const today = userDay(new Date(), timeZone);
  const { current, longest } = streak(await completionsRepository.all(caller.userId), today, timeZone);
  return { streak: current, current, longest, helpText: STREAK_HELP_TEXT, today };
});
